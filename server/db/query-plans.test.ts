import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { shapeOf } from "./query-plans";

const param = (name: string) => ({ $type: "Param", value: name });
const query = (args: object) => ({ modelName: "Order", action: "findMany", query: { arguments: args, selection: { $scalars: true } } });

describe("a query's shape", () => {
  it("takes out the values a where or data gives its fields, in order, with their kind", () => {
    const { shape, values } = shapeOf(query({ where: { userId: 12, siteName: "acme", expiresAt: { lt: { $type: "DateTime", value: "2026-11-28T00:00:00.000Z" } } }, data: { nickname: "x" } }));
    expect(values).toEqual([12, "acme", "2026-11-28T00:00:00.000Z", "x"]);
    expect(JSON.parse(shape).query.arguments).toEqual({ where: { userId: param("p0n"), siteName: param("p1s"), expiresAt: { lt: param("p2d") } }, data: { nickname: param("p3s") } });
  });

  it("gives two queries differing only in those values one shape", () => {
    expect(shapeOf(query({ where: { userId: 1, status: 0 } })).shape).toBe(shapeOf(query({ where: { userId: 2, status: 4 } })).shape);
  });

  it("leaves in the shape what shapes the SQL: orderings, a list's length, pages, nulls, booleans, text searches", () => {
    const args = { where: { id: { in: [1, 2] }, siteName: { contains: "a%" }, releasedName: null, notified: true, OR: [{ status: 1 }] }, orderBy: [{ createdAt: "desc" }], take: -10, skip: 20 };
    const { shape, values } = shapeOf(query(args));
    expect(values).toEqual([1, 2, 1]);
    expect(JSON.parse(shape).query.arguments).toEqual({ ...args, where: { ...args.where, id: { in: [param("p0n"), param("p1n")] }, OR: [{ status: param("p2n") }] } });
    // Prisma 6's compiler needs a page's bounds as numbers.
    expect(shapeOf(query({ take: 10 })).shape).not.toBe(shapeOf(query({ take: 20 })).shape);
    expect(shapeOf(query({ where: { id: { in: [1, 2] } } })).shape).not.toBe(shapeOf(query({ where: { id: { in: [1, 2, 3] } } })).shape);
  });

  it("leaves numbers that are not 32-bit whole numbers, strings written as dates and other tagged values", () => {
    const args = { where: { id: 2 ** 40, amount: 1.5, createdAt: { gte: "2026-11-28T00:00:00Z" }, big: { $type: "BigInt", value: "7" } } };
    expect(shapeOf(query(args))).toEqual({ shape: JSON.stringify(query(args)), values: [] });
  });

  it("takes values out of relation filters and nested writes", () => {
    const { values } = shapeOf(query({ where: { site: { is: { id: 3 } }, payments: { some: { status: { not: 2 } } } }, data: { order: { connect: { id: 9 } } } }));
    expect(values).toEqual([3, 2, 9]);
  });

  it("leaves an upsert whole, top-level or nested: its plan depends on whether where and create agree", () => {
    const upsert = { modelName: "TestClock", action: "upsertOne", query: { arguments: { where: { id: 1 }, create: { id: 1 }, update: {} }, selection: { $scalars: true } } };
    expect(shapeOf(upsert)).toEqual({ shape: JSON.stringify(upsert), values: [] });
    const nested = query({ where: { id: 1 }, data: { site: { upsert: { where: { id: 2 }, create: { siteName: "a" }, update: {} } } } });
    expect(shapeOf(nested).values).toEqual([]);
  });

  it("leaves a date JavaScript writes outside the years 0-9999, for the compiler to refuse", () => {
    const far = { $type: "DateTime", value: new Date(253402300800000).toISOString() };
    expect(shapeOf(query({ data: { updatedAt: far } })).values).toEqual([]);
  });
});

describe("the schema the shapes are safe for", () => {
  // A string is taken out whatever field it is given to: an enum or a Decimal field would check its
  // value when compiling, which a kept plan skips. Adding one means leaving such fields' values in
  // the shape (server/db/query-plans.ts, decision 032).
  it("has no enum and no Decimal field", () => {
    const schema = fs.readFileSync("prisma/schema.prisma", "utf8");
    expect(schema).not.toMatch(/^\s*enum\s/m);
    expect(schema).not.toMatch(/^\s*\w+\s+Decimal\b/m);
  });
});
