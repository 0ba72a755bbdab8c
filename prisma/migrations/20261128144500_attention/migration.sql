-- CreateTable
CREATE TABLE "Attention" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "userId" INTEGER,
    "detail" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "nextAttemptAt" DATETIME,
    "firstAt" DATETIME NOT NULL,
    "lastAt" DATETIME NOT NULL,
    "resolvedAt" DATETIME,
    "resolution" TEXT
);

-- CreateIndex
CREATE INDEX "Attention_resolvedAt_kind_idx" ON "Attention"("resolvedAt", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "Attention_kind_subject_key" ON "Attention"("kind", "subject");

-- CreateIndex
CREATE INDEX "ActivityReport_day_idx" ON "ActivityReport"("day");

-- CreateIndex
CREATE INDEX "ActivityReport_createdAt_idx" ON "ActivityReport"("createdAt");

