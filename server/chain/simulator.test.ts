import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ADDRESS_FORMATS, randomAddress } from "./simulator";

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

function decodeBase58(text: string): Buffer {
  let n = 0n;
  for (const char of text) n = n * 58n + BigInt(BASE58.indexOf(char));
  return Buffer.from(n.toString(16).padStart(50, "0"), "hex");
}

describe("simulated deposit addresses", () => {
  it.each(["TRC20", "ERC20"] as const)("%s addresses have the network's format and are all different", (network) => {
    const addresses = Array.from({ length: 200 }, () => randomAddress(network));
    for (const address of addresses) expect(address).toMatch(ADDRESS_FORMATS[network]);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it("TRC20 addresses carry a valid base58check checksum and the Tron prefix 0x41", () => {
    for (let i = 0; i < 50; i++) {
      const bytes = decodeBase58(randomAddress("TRC20"));
      expect(bytes).toHaveLength(25);
      expect(bytes[0]).toBe(0x41);
      const payload = bytes.subarray(0, 21);
      const digest = createHash("sha256").update(createHash("sha256").update(payload).digest()).digest();
      expect(bytes.subarray(21).equals(digest.subarray(0, 4))).toBe(true);
    }
  });

  it("a TRC20 address is not an ERC20 address and the other way round", () => {
    expect(randomAddress("TRC20")).not.toMatch(ADDRESS_FORMATS.ERC20);
    expect(randomAddress("ERC20")).not.toMatch(ADDRESS_FORMATS.TRC20);
  });
});
