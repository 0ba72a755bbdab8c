-- AlterTable
ALTER TABLE "ActivityReport" ADD COLUMN "playerCount" INTEGER NOT NULL DEFAULT 0;
