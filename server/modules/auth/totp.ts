import { generateSecret, generateURI, verify } from "otplib";

/** Google Authenticator codes: RFC 6238, 30 s steps, 6 digits, one step of drift either way. */
const EPOCH_TOLERANCE_SECONDS = 30;
export const TOTP_ISSUER = "Casino Site Portal";

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: account, secret });
}

/**
 * Checks a code at the given time. Returns the time step it matched, which the caller stores so
 * the same code (or an older one) is never accepted again; undefined when it does not match.
 */
export async function checkTotp(
  secret: string,
  code: string,
  now: Date,
  lastAcceptedStep: number | null | undefined,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    afterTimeStep: lastAcceptedStep ?? undefined,
  });
  // otplib types the result for HOTP and TOTP alike; a TOTP match carries its time step.
  return result.valid && "timeStep" in result ? result.timeStep : undefined;
}
