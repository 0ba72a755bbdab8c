import { createContext, useContext } from "react";

/** The per-request CSP nonce: set by the server entry, read by the inline scripts' components. */
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
