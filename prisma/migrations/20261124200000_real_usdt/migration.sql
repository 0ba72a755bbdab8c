-- CreateTable
CREATE TABLE "DepositAddress" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "network" TEXT NOT NULL,
    "derivationIndex" INTEGER NOT NULL,
    "address" TEXT NOT NULL,
    "paymentId" INTEGER,
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "DepositAddress_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ObservedTransfer" (
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
    "firstSeenAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ChainCursor" (
    "network" TEXT NOT NULL PRIMARY KEY,
    "lastBlock" INTEGER NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Payment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "orderId" INTEGER,
    "siteId" INTEGER,
    "purpose" TEXT NOT NULL,
    "network" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "amountMinor" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "txHash" TEXT,
    "expiresAt" DATETIME NOT NULL,
    "confirmedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmations" INTEGER,
    "confirmationsRequired" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "Payment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Payment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Payment_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Payment" ("address", "amountMinor", "confirmedAt", "createdAt", "expiresAt", "id", "network", "orderId", "purpose", "siteId", "status", "txHash", "userId") SELECT "address", "amountMinor", "confirmedAt", "createdAt", "expiresAt", "id", "network", "orderId", "purpose", "siteId", "status", "txHash", "userId" FROM "Payment";
DROP TABLE "Payment";
ALTER TABLE "new_Payment" RENAME TO "Payment";
CREATE UNIQUE INDEX "Payment_address_key" ON "Payment"("address");
CREATE INDEX "Payment_userId_idx" ON "Payment"("userId");
CREATE INDEX "Payment_orderId_idx" ON "Payment"("orderId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "DepositAddress_address_key" ON "DepositAddress"("address");

-- CreateIndex
CREATE UNIQUE INDEX "DepositAddress_paymentId_key" ON "DepositAddress"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "DepositAddress_network_derivationIndex_key" ON "DepositAddress"("network", "derivationIndex");

-- CreateIndex
CREATE INDEX "ObservedTransfer_toAddress_idx" ON "ObservedTransfer"("toAddress");

-- CreateIndex
CREATE UNIQUE INDEX "ObservedTransfer_network_txHash_logIndex_key" ON "ObservedTransfer"("network", "txHash", "logIndex");

