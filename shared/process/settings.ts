import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * A setting given as an empty string is not given: `docker compose` passes `${SMTP_URL:-}` as "",
 * and a blank line in .env means "use the default", not "set to nothing".
 */
export function withoutEmpty(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")) as NodeJS.ProcessEnv;
}

/** A secret generated once per checkout and reused on every start, so sessions survive restarts. */
export function developmentSecret(name: string, file = path.resolve("data", "secrets.json")): string {
  let secrets: Record<string, string> = {};
  try {
    secrets = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    // first start: no file yet
  }
  if (!secrets[name]) {
    secrets[name] = randomBytes(32).toString("base64url");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[name];
}
