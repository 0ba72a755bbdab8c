import { AppError } from "./app-error";

/** No request of this API nests deeper than a few levels; 32 leaves room and stops stack exhaustion. */
export const MAX_JSON_DEPTH = 32;

/**
 * body-parser's `verify` hook: refuses a JSON body nested deeper than MAX_JSON_DEPTH before it is
 * parsed, so no handler, validator or logger ever walks a 5,000-level structure. Brackets inside
 * strings do not count.
 */
export function refuseDeepJson(_req: unknown, _res: unknown, body: Buffer) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === 0x5c) i++; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) {
      inString = true;
    } else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) throw new AppError("JSON_TOO_DEEP", { values: { max: MAX_JSON_DEPTH } });
    } else if (byte === 0x5d || byte === 0x7d) {
      depth--;
    }
  }
}
