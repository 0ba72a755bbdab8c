-- The merchant's statement reads its entries by merchant, in order, from an index (decision 025),
-- and top-ups are listed from an index of their own.
-- AlterTable
-- Each entry takes its merchant from its site (hand-written: a new required column needs a value first).
ALTER TABLE "DepositEntry" ADD COLUMN "userId" INTEGER;
UPDATE "DepositEntry" e SET "userId" = s."userId" FROM "Site" s WHERE s."id" = e."siteId";
ALTER TABLE "DepositEntry" ALTER COLUMN "userId" SET NOT NULL;

-- CreateIndex
CREATE INDEX "Payment_userId_purpose_createdAt_id_idx" ON "Payment"("userId", "purpose", "createdAt", "id");

-- CreateIndex
CREATE INDEX "DepositEntry_userId_occurredAt_id_idx" ON "DepositEntry"("userId", "occurredAt", "id");

-- CreateIndex
CREATE INDEX "DepositEntry_userId_kind_occurredAt_id_idx" ON "DepositEntry"("userId", "kind", "occurredAt", "id");

-- AddForeignKey
ALTER TABLE "DepositEntry" ADD CONSTRAINT "DepositEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

