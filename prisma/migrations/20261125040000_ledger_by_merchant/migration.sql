-- The merchant's statement reads its entries by merchant, in order, from an index (decision 025),
-- and top-ups are listed from an index of their own.
-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_DepositEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "siteId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "amountMinor" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "reference" TEXT NOT NULL DEFAULT '',
    "occurredAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "DepositEntry_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DepositEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- Each entry takes its merchant from its site (hand-written: the generated copy had no value for the new column).
INSERT INTO "new_DepositEntry" ("amountMinor", "createdAt", "id", "key", "kind", "occurredAt", "reference", "siteId", "userId") SELECT e."amountMinor", e."createdAt", e."id", e."key", e."kind", e."occurredAt", e."reference", e."siteId", s."userId" FROM "DepositEntry" e JOIN "Site" s ON s."id" = e."siteId";
DROP TABLE "DepositEntry";
ALTER TABLE "new_DepositEntry" RENAME TO "DepositEntry";
CREATE UNIQUE INDEX "DepositEntry_key_key" ON "DepositEntry"("key");
CREATE INDEX "DepositEntry_siteId_occurredAt_idx" ON "DepositEntry"("siteId", "occurredAt");
CREATE INDEX "DepositEntry_userId_occurredAt_id_idx" ON "DepositEntry"("userId", "occurredAt", "id");
CREATE INDEX "DepositEntry_userId_kind_occurredAt_id_idx" ON "DepositEntry"("userId", "kind", "occurredAt", "id");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Payment_userId_purpose_createdAt_id_idx" ON "Payment"("userId", "purpose", "createdAt", "id");

