import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDatabase } from "../../tests/helpers/temp-database";
import type { Db } from "../db";
import { orderStatus } from "@shared/domain/order-status";
import { AppError } from "../http/app-error";
import { transitionOrders } from "./transitions";

const GATED = ["order", "payment", "site", "user", "dispute"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" || entry.name === "lifecycle" ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Updates of an order, payment or site whose data names `status`: only the gates may write one. */
function statusWrites(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && /^(update|updateMany|upsert)$/.test(node.expression.name.text)) {
      const model = node.expression.expression;
      const arg = node.arguments[0];
      if (ts.isPropertyAccessExpression(model) && GATED.includes(model.name.text) && arg && ts.isObjectLiteralExpression(arg)) {
        const data = arg.properties.find((p) => p.name?.getText(source) === "data" || p.name?.getText(source) === "update");
        if (data && ts.isPropertyAssignment(data) && ts.isObjectLiteralExpression(data.initializer)) {
          if (data.initializer.properties.some((p) => p.name?.getText(source) === "status" || ts.isSpreadAssignment(p))) {
            const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
            found.push(`${file}:${line + 1}: ${node.getText(source).slice(0, 90)}`);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the lifecycle gates", () => {
  it("are the only writers of an order's, a payment's or a site's status", () => {
    const files = [...sourceFiles("server"), ...sourceFiles("prisma"), ...sourceFiles("scripts")];
    expect(files.flatMap((file) => statusWrites(file, fs.readFileSync(file, "utf8")))).toEqual([]);
  });

  it("the check itself finds a status written directly", () => {
    const found = statusWrites("example.ts", `await tx.order.updateMany({ where: { id }, data: { status: 3 } }); await db.site.update({ where: { id }, data: { progress: 5 } });`);
    expect(found).toHaveLength(1);
  });

  describe("on a real database", () => {
    let db: Db;
    let remove: () => Promise<void>;
    beforeAll(async () => {
      ({ db, remove } = await tempDatabase());
    });
    afterAll(() => remove());

    async function pendingOrder() {
      const user = await db.user.create({ data: { account: `g${randomUUID().slice(0, 8)}`, email: "g@example.com", passwordHash: "x" } });
      return db.order.create({
        data: {
          orderNo: `ORD${randomUUID().slice(0, 12)}`,
          userId: user.id,
          countryId: 1,
          packageId: 1,
          templateId: 1,
          colorSchemeId: 1,
          siteName: `s${randomUUID().slice(0, 8)}`,
          setupFeeMinor: 1,
          depositMinor: 1,
          amountMinor: 2,
          operationAccount: "oper1234",
          operationPasswordHash: "x",
          expiresAt: new Date(Date.now() + 60_000),
        },
      });
    }

    it("refuses a change its table does not list, and changes nothing", async () => {
      const order = await pendingOrder();
      const at = new Date();
      const attempt = transitionOrders(db, { where: { id: order.id }, from: orderStatus.pendingPayment, to: orderStatus.completed, actor: "system", cause: "test", at });
      await expect(attempt).rejects.toBeInstanceOf(AppError);
      // The merchant may cancel; the system may not.
      await expect(
        transitionOrders(db, { where: { id: order.id }, from: orderStatus.pendingPayment, to: orderStatus.cancelled, actor: "system", cause: "test", at }),
      ).rejects.toBeInstanceOf(AppError);
      expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(orderStatus.pendingPayment);
    });

    it("applies a listed change once, however many callers race, and records who caused it", async () => {
      const order = await pendingOrder();
      const at = new Date("2026-11-24T10:00:00Z");
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          transitionOrders(db, { where: { id: order.id }, from: orderStatus.pendingPayment, to: orderStatus.cancelled, actor: "merchant", cause: "cancelled by the merchant", at }),
        ),
      );
      expect(results.flat()).toEqual([order.id]);
      expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(orderStatus.cancelled);
      const records = await db.statusChange.findMany({ where: { entity: "order", entityId: order.id } });
      expect(records).toMatchObject([{ fromStatus: "0", toStatus: "5", actor: "merchant", cause: "cancelled by the merchant", at }]);
    });
  });
});
