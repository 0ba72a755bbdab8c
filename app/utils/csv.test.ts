import { describe, expect, it } from "vitest";
import { csvCell, csvFile } from "./csv";

describe("a CSV cell", () => {
  it.each([
    ["=HYPERLINK(\"http://evil.example\",\"x\")", `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ["=1+2", "'=1+2"],
    ["+1+2", "'+1+2"],
    ["-1+cmd|' /C calc'!A0", "'-1+cmd|' /C calc'!A0"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1", "'\t=1"],
    ["\r=1", `"'\r=1"`],
    ["-", "'-"],
    ["--5", "'--5"],
  ])("begins with a formula sign: %j is written as text", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([["-12.50"], ["374.00"], ["0"], ["-7"]])("a plain number %j stays a number", (value) => {
    expect(csvCell(value)).toBe(value);
  });

  it.each([
    ["low-deposit", "low-deposit"],
    ["2026-11-22", "2026-11-22"],
    ["a, b", '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ["", ""],
  ])("ordinary text %j is left alone, quoted where RFC 4180 asks", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });
});

it("a file: byte-order mark, CRLF lines, every cell neutralised", () => {
  expect(csvFile([["Site", "Amount"], ["=evil", "-12.50"]])).toBe("\uFEFFSite,Amount\r\n'=evil,-12.50\r\n");
});
