import { useNavigate, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { AuthEvent } from "~/utils/session.server";

type Message = { type: AuthEvent; at: number; origin: string };

// Numbers of the specification (point 9): events older than 5 s are ignored; the storage key
// of the fallback is cleared after 100 ms.
const MAX_EVENT_AGE_MS = 5000;
const STORAGE_KEY = "auth-event";
const STORAGE_CLEAR_MS = 100;
const CHANNEL = "auth";

/**
 * Keeps the tabs of one browser in step: a login, logout, kick-out or profile change in one tab
 * reloads the others' data (the session cookie is shared, so the server is the truth); a tab that
 * ends up logged out on a protected page goes to the root. A tab that becomes visible again
 * re-checks its session.
 */
export function useAuthSync({ event, requiresLogin, loggedIn }: { event: AuthEvent | null; requiresLogin: boolean; loggedIn: boolean }) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const state = useRef({ requiresLogin, loggedIn, revalidator, navigate });
  state.current = { requiresLogin, loggedIn, revalidator, navigate };
  const tabId = useRef("");
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    tabId.current = Math.random().toString(36).slice(2);
    const receive = (message: Message | null) => {
      if (!message || message.origin === tabId.current || Date.now() - message.at > MAX_EVENT_AGE_MS) return;
      if ((message.type === "logout" || message.type === "kicked") && state.current.requiresLogin) {
        state.current.navigate("/", { replace: true });
        return;
      }
      state.current.revalidator.revalidate();
    };
    if ("BroadcastChannel" in window) {
      channel.current = new BroadcastChannel(CHANNEL);
      channel.current.onmessage = (e: MessageEvent<Message>) => receive(e.data);
    }
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEY && e.newValue) receive(JSON.parse(e.newValue) as Message);
    };
    window.addEventListener("storage", onStorage);
    const onVisible = () => {
      if (document.visibilityState === "visible") state.current.revalidator.revalidate();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      channel.current?.close();
      window.removeEventListener("storage", onStorage);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  useEffect(() => {
    if (!event) return;
    const message: Message = { type: event, at: Date.now(), origin: tabId.current };
    if (channel.current) {
      channel.current.postMessage(message);
    } else {
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(message));
        window.setTimeout(() => localStorage.removeItem(STORAGE_KEY), STORAGE_CLEAR_MS);
      } catch {
        // storage unavailable (private mode): other tabs catch up when they become visible
      }
    }
  }, [event]);

  // This tab learned it was logged out while on a protected page (e.g. after a revalidation).
  useEffect(() => {
    if (!loggedIn && requiresLogin && event) navigate("/", { replace: true });
  }, [loggedIn, requiresLogin, event, navigate]);
}
