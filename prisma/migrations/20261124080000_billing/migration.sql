-- The agreement enforced (issue 9): the deposit ledger keyed by event, activity reports, disputes,
-- stored notices, account restriction, site holds and URL release, and the testers' clock.

-- CreateTable
CREATE TABLE "ActivityReport" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "siteId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "wagersMinor" INTEGER NOT NULL,
    "winningsMinor" INTEGER NOT NULL,
    "collectedMinor" INTEGER NOT NULL,
    "payoutCount" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "ActivityReport_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Dispute" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "entryId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "resolution" TEXT NOT NULL DEFAULT '',
    "raisedAt" DATETIME NOT NULL,
    "resolvedAt" DATETIME,
    CONSTRAINT "Dispute_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "DepositEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Notice" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "siteId" INTEGER,
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "urgent" BOOLEAN NOT NULL DEFAULT false,
    "params" TEXT NOT NULL DEFAULT '{}',
    "occurredAt" DATETIME NOT NULL,
    "readAt" DATETIME,
    "resolvedAt" DATETIME,
    "emailedAt" DATETIME,
    CONSTRAINT "Notice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TestClock" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "offsetSeconds" INTEGER NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_User" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "account" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "nickname" TEXT NOT NULL DEFAULT '',
    "realName" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "otherContact" TEXT NOT NULL DEFAULT '',
    "remark" TEXT NOT NULL DEFAULT '',
    "avatar" TEXT NOT NULL DEFAULT '',
    "leagueCode" TEXT NOT NULL DEFAULT '',
    "locale" TEXT NOT NULL DEFAULT 'en',
    "status" TEXT NOT NULL DEFAULT 'active',
    "restrictedReason" TEXT,
    "totpSecret" TEXT,
    "totpPendingSecret" TEXT,
    "totpLastStep" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_User" ("account", "avatar", "createdAt", "email", "id", "leagueCode", "nickname", "otherContact", "passwordHash", "phone", "realName", "remark", "totpLastStep", "totpPendingSecret", "totpSecret", "updatedAt") SELECT "account", "avatar", "createdAt", "email", "id", "leagueCode", "nickname", "otherContact", "passwordHash", "phone", "realName", "remark", "totpLastStep", "totpPendingSecret", "totpSecret", "updatedAt" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_account_key" ON "User"("account");
CREATE TABLE "new_Site" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "siteName" TEXT NOT NULL,
    "countryId" INTEGER NOT NULL,
    "packageId" INTEGER NOT NULL,
    "templateId" INTEGER NOT NULL,
    "colorSchemeId" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "domain" TEXT NOT NULL,
    "backofficeUrl" TEXT NOT NULL,
    "operationAccount" TEXT NOT NULL,
    "operationPasswordHash" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "depositBalanceMinor" INTEGER NOT NULL DEFAULT 0,
    "server" TEXT NOT NULL DEFAULT 'unicorn',
    "buildStartedAt" DATETIME,
    "launchedAt" DATETIME,
    "lastActivityAt" DATETIME,
    "simulatedActivity" BOOLEAN NOT NULL DEFAULT false,
    "holdUntil" DATETIME,
    "holdReason" TEXT,
    "releasedName" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Site_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Site_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_Site" ("lastActivityAt", "backofficeUrl", "buildStartedAt", "colorSchemeId", "countryId", "createdAt", "currency", "depositBalanceMinor", "domain", "id", "launchedAt", "operationAccount", "operationPasswordHash", "orderId", "packageId", "progress", "siteName", "status", "templateId", "updatedAt", "userId") SELECT "launchedAt", "backofficeUrl", "buildStartedAt", "colorSchemeId", "countryId", "createdAt", "currency", "depositBalanceMinor", "domain", "id", "launchedAt", "operationAccount", "operationPasswordHash", "orderId", "packageId", "progress", "siteName", "status", "templateId", "updatedAt", "userId" FROM "Site";
DROP TABLE "Site";
ALTER TABLE "new_Site" RENAME TO "Site";
CREATE UNIQUE INDEX "Site_orderId_key" ON "Site"("orderId");
CREATE UNIQUE INDEX "Site_siteName_key" ON "Site"("siteName");
CREATE UNIQUE INDEX "Site_domain_key" ON "Site"("domain");
CREATE INDEX "Site_userId_idx" ON "Site"("userId");
CREATE TABLE "new_DepositEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "siteId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "amountMinor" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "reference" TEXT NOT NULL DEFAULT '',
    "occurredAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "DepositEntry_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- Existing entries keep their ids; their key names the event as the ledger now does (the period
-- for maintenance, the entry itself otherwise), stamped at the time they were booked.
INSERT INTO "new_DepositEntry" ("amountMinor", "createdAt", "id", "kind", "siteId", "key", "reference", "occurredAt")
SELECT "amountMinor", "createdAt", "id", "kind", "siteId",
       CASE WHEN "kind" = 'maintenance' AND "periodKey" IS NOT NULL THEN 'maintenance:' || "siteId" || ':' || "periodKey"
            WHEN "kind" = 'prepaid' THEN 'prepaid:' || "siteId"
            ELSE "kind" || ':entry:' || "id" END,
       COALESCE("periodKey", ''), "createdAt"
FROM "DepositEntry";
DROP TABLE "DepositEntry";
ALTER TABLE "new_DepositEntry" RENAME TO "DepositEntry";
CREATE UNIQUE INDEX "DepositEntry_key_key" ON "DepositEntry"("key");
CREATE INDEX "DepositEntry_siteId_occurredAt_idx" ON "DepositEntry"("siteId", "occurredAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "ActivityReport_siteId_day_key" ON "ActivityReport"("siteId", "day");

-- CreateIndex
CREATE UNIQUE INDEX "Dispute_entryId_key" ON "Dispute"("entryId");

-- CreateIndex
CREATE INDEX "Dispute_userId_idx" ON "Dispute"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Notice_key_key" ON "Notice"("key");

-- CreateIndex
CREATE INDEX "Notice_userId_occurredAt_idx" ON "Notice"("userId", "occurredAt");

-- CreateIndex
CREATE INDEX "Notice_emailedAt_idx" ON "Notice"("emailedAt");

