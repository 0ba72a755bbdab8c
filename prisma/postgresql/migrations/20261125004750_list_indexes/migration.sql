-- DropIndex
DROP INDEX "Order_userId_status_idx";

-- DropIndex
DROP INDEX "Site_userId_idx";

-- CreateIndex
CREATE INDEX "Order_userId_createdAt_id_idx" ON "Order"("userId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Order_userId_status_createdAt_id_idx" ON "Order"("userId", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Site_userId_createdAt_id_idx" ON "Site"("userId", "createdAt", "id");

