import { describe, expect, it } from "vitest";
import { WrittenJson } from "./envelope";

describe("WrittenJson", () => {
  const data = { items: [{ name: "Pharaoh Gold", note: "é ü 中 ✓" }], total: 1 };

  it("writes the envelope res.json would write around the kept data", () => {
    const written = new WrittenJson<typeof data>(JSON.stringify(data));
    expect(written.envelope("Done").toString()).toBe(JSON.stringify({ code: 0, success: true, msg: "Done", data }));
  });

  it("keeps one copy of the answer, and writes it again for another message (non-ASCII on both sides)", () => {
    const written = new WrittenJson<typeof data>(JSON.stringify(data));
    const first = written.envelope("Готово ✓");
    expect(written.envelope("Готово ✓")).toBe(first);
    expect(JSON.parse(written.envelope("完成").toString())).toEqual({ code: 0, success: true, msg: "完成", data });
  });
});
