import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Interactive transactions hold the one database connection (decision 010): while one waits on
 * anything but the database (a hash, a mail, a chain call), every other request waits too. So
 * inside `$transaction(async (tx) => …)` every `await` must be a call on `tx` (`tx.order.update`)
 * or a call that is handed `tx` (`provisionSite(tx, …)`), nothing else.
 */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Awaits inside interactive transactions that are not database calls on the transaction. */
function foreignAwaits(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "$transaction" &&
      node.arguments[0] &&
      (ts.isArrowFunction(node.arguments[0]) || ts.isFunctionExpression(node.arguments[0]))
    ) {
      const callback = node.arguments[0];
      const tx = callback.parameters[0]?.name.getText(source) ?? "tx";
      const check = (inner: ts.Node) => {
        if (ts.isAwaitExpression(inner)) {
          const awaited = inner.expression;
          const onTx =
            ts.isCallExpression(awaited) &&
            (awaited.expression.getText(source).startsWith(`${tx}.`) || awaited.arguments[0]?.getText(source) === tx);
          if (!onTx) {
            const { line } = source.getLineAndCharacterOfPosition(inner.getStart(source));
            found.push(`${file}:${line + 1}: ${inner.getText(source).slice(0, 80)}`);
          }
        }
        ts.forEachChild(inner, check);
      };
      ts.forEachChild(callback.body, check);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("interactive transactions", () => {
  it("await only the database inside, in every module of the API and the seeds", () => {
    const files = [...sourceFiles("server"), ...sourceFiles("prisma")];
    const offences = files.flatMap((file) => foreignAwaits(file, fs.readFileSync(file, "utf8")));
    expect(offences).toEqual([]);
  });

  it("the check itself finds a hash, a mail or a timer awaited inside one", () => {
    const offences = foreignAwaits(
      "example.ts",
      `await db.$transaction(async (tx) => {
         await tx.user.update({ where: { id: 1 }, data: {} });
         await provisionSite(tx, order);
         const hash = await hashPassword(password);
         await mailer.send(message);
         await new Promise((resolve) => setTimeout(resolve, 100));
       });`,
    );
    expect(offences).toHaveLength(3);
    expect(offences.join("\n")).toMatch(/hashPassword[\s\S]*mailer\.send[\s\S]*new Promise/);
  });
});
