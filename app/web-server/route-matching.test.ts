import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The web server matches every request's URL against the routes with @remix-run/router's CommonJS
// build, which patches/@remix-run+router+1.23.3.patch makes keep its ranked branches, its compiled
// patterns and its recent matches (decision 029). Loaded the way Node loads it on the server, not through Vite's ESM.
const router: typeof import("@remix-run/router") = createRequire(import.meta.url)("@remix-run/router");

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "lang", path: ":lang", children: [{ id: "lang-page", path: ":page" }] },
      { id: "help", path: "en/help" },
      { id: "order", path: ":lang/my-order/:orderId" },
    ],
  },
];

const matchedIds = (pathname: string) => router.matchRoutes(routes, pathname)?.map((match) => match.route.id);

describe("route matching with the kept ranking (decision 029)", () => {
  it("answers every URL as often as it is asked, with the most specific route first", () => {
    for (let round = 0; round < 3; round++) {
      expect(matchedIds("/en/help")).toEqual(["root", "help"]);
      expect(matchedIds("/de/help")).toEqual(["root", "lang", "lang-page"]);
      expect(router.matchRoutes(routes, "/fr/my-order/42")?.at(-1)?.params).toEqual({ lang: "fr", orderId: "42" });
      expect(matchedIds("/en/help/too/deep")).toBeUndefined();
    }
  });

  it("hands each caller matches of its own, so one that changes them changes nobody else's", () => {
    const first = router.matchRoutes(routes, "/fr/my-order/42")!;
    // The router's types say params are read-only; what a caller does with them at run time is its own.
    (first.at(-1)!.params as Record<string, string>).orderId = "changed";
    first.pop();
    expect(router.matchRoutes(routes, "/fr/my-order/42")?.map((match) => [match.route.id, match.params.orderId])).toEqual([
      ["root", "42"],
      ["order", "42"],
    ]);
  });

  it("still matches right after more pathnames than it keeps", () => {
    for (let n = 0; n < 1_100; n++) expect(router.matchRoutes(routes, `/de/my-order/${n}`)?.at(-1)?.params.orderId).toBe(String(n));
    expect(matchedIds("/en/help")).toEqual(["root", "help"]);
    expect(router.matchRoutes(routes, "/de/my-order/0")?.at(-1)?.params).toEqual({ lang: "de", orderId: "0" });
  });

  it("gives every render of the same routes the same route objects, so what matching keeps is found again", () => {
    // What Remix's server render does per page (patched in react-router-dom, decision 029).
    const server: typeof import("react-router-dom/server") = createRequire(import.meta.url)("react-router-dom/server");
    const context = { matches: [], location: router.createPath({ pathname: "/en/help" }) } as unknown as Parameters<typeof server.createStaticRouter>[1];
    const first = server.createStaticRouter(routes, context);
    const second = server.createStaticRouter(routes, context);
    expect(second.routes).toBe(first.routes);
    expect(router.matchRoutes(first.routes, "/en/help")?.map((match) => match.route.id)).toEqual(["root", "help"]);
  });

  it("sees routes patched in after a first match (lazy route discovery)", async () => {
    const patchedIn = { id: "late", path: "late", loader: () => "late data" };
    const lazy = router.createRouter({
      routes: [{ id: "root", path: "/", children: [] }],
      history: router.createMemoryHistory({ initialEntries: ["/"] }),
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (path === "/late") patch("root", [patchedIn]);
      },
    }).initialize();
    try {
      // The first navigation finds no route for /late, asks for one, and must then match it: the
      // routes it ranked before the patch are not the routes after it.
      await lazy.navigate("/late");
      expect(lazy.state.matches.map((match) => match.route.id)).toEqual(["root", "late"]);
      expect(lazy.state.loaderData.late).toBe("late data");
      expect(lazy.state.errors).toBeNull();
    } finally {
      lazy.dispose();
    }
  });
});
