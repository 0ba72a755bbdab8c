-- AlterTable
ALTER TABLE "DepositAddress" ADD COLUMN "readFrom" DATETIME;
ALTER TABLE "DepositAddress" ADD COLUMN "syncedAt" DATETIME;

-- AlterTable
ALTER TABLE "ChainCursor" ADD COLUMN "syncedAt" DATETIME;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ObservedTransfer" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "network" TEXT NOT NULL,
    "txHash" TEXT NOT NULL,
    "logIndex" INTEGER NOT NULL,
    "blockNumber" INTEGER NOT NULL,
    "blockHash" TEXT NOT NULL,
    "blockTime" DATETIME NOT NULL,
    "fromAddress" TEXT NOT NULL,
    "toAddress" TEXT NOT NULL,
    "amountUnits" TEXT NOT NULL,
    "amountMinor" INTEGER,
    "removed" BOOLEAN NOT NULL DEFAULT false,
    "firstSeenAt" DATETIME NOT NULL,
    "tokenContract" TEXT NOT NULL DEFAULT '',
    "paymentId" INTEGER,
    "resolvedAt" DATETIME,
    "resolution" TEXT
);
INSERT INTO "new_ObservedTransfer" ("amountMinor", "amountUnits", "blockHash", "blockNumber", "blockTime", "firstSeenAt", "fromAddress", "id", "logIndex", "network", "removed", "toAddress", "txHash") SELECT "amountMinor", "amountUnits", "blockHash", "blockNumber", "blockTime", "firstSeenAt", "fromAddress", "id", "logIndex", "network", "removed", "toAddress", "txHash" FROM "ObservedTransfer";
DROP TABLE "ObservedTransfer";
ALTER TABLE "new_ObservedTransfer" RENAME TO "ObservedTransfer";
CREATE INDEX "ObservedTransfer_toAddress_idx" ON "ObservedTransfer"("toAddress");
CREATE UNIQUE INDEX "ObservedTransfer_network_txHash_logIndex_toAddress_key" ON "ObservedTransfer"("network", "txHash", "logIndex", "toAddress");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

