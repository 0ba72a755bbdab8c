-- DropIndex
DROP INDEX "Payment_userId_idx";

-- CreateIndex
CREATE INDEX "Payment_userId_status_idx" ON "Payment"("userId", "status");

-- CreateIndex
CREATE INDEX "Payment_userId_createdAt_id_idx" ON "Payment"("userId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Site_userId_status_idx" ON "Site"("userId", "status");

