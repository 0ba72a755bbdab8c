-- CreateTable
CREATE TABLE "Attention" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "userId" INTEGER,
    "detail" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "nextAttemptAt" TIMESTAMP(3),
    "firstAt" TIMESTAMP(3) NOT NULL,
    "lastAt" TIMESTAMP(3) NOT NULL,
    "resolvedAt" TIMESTAMP(3),
    "resolution" TEXT,

    CONSTRAINT "Attention_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Attention_resolvedAt_kind_idx" ON "Attention"("resolvedAt", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "Attention_kind_subject_key" ON "Attention"("kind", "subject");

-- CreateIndex
CREATE INDEX "ActivityReport_day_idx" ON "ActivityReport"("day");

-- CreateIndex
CREATE INDEX "ActivityReport_createdAt_idx" ON "ActivityReport"("createdAt");

