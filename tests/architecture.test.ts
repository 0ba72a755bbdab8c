import madge from "madge";
import { describe, expect, it } from "vitest";

/**
 * Checks a newcomer can run on the layout: no import loops in the API or the shared code (a loop
 * makes two areas one, and the order modules load in a matter of luck), and the web reaches
 * server-side code only through `@shared/...`. Type imports count: they tie the files as much.
 */
describe("the import graph", async () => {
  const graph = await madge(["app", "server", "shared"], {
    fileExtensions: ["ts", "tsx"],
    tsConfig: "tsconfig.json",
    excludeRegExp: [/(^|\/)generated\//, /node_modules/],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });

  it("has no loop in server/ or shared/", () => {
    const loops = graph.circular().filter((loop) => loop.some((file) => file.startsWith("server/") || file.startsWith("shared/")));
    expect(loops.map((loop) => loop.join(" -> "))).toEqual([]);
  });

  it("leads from app/ to server/ only through shared/", () => {
    const reaches = Object.entries(graph.obj()).flatMap(([file, imports]) =>
      file.startsWith("app/") ? imports.filter((imported) => imported.startsWith("server/")).map((imported) => `${file} imports ${imported}`) : [],
    );
    expect(reaches).toEqual([]);
  });
}, 120_000);
