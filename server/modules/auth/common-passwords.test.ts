import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords";

describe("isCommonPassword", () => {
  it.each(["password", "123456", "qwerty123", "Password1", "ILOVEYOU", "letmein1"])("refuses %s (in any case)", async (password) => {
    expect(await isCommonPassword(password)).toBe(true);
  });

  it.each(["Kestrel842", "Otter-Bay-31", "demo1234", "Tester123", "x7#Lq9!vR2"])("accepts %s", async (password) => {
    expect(await isCommonPassword(password)).toBe(false);
  });
});
