-- CreateTable
CREATE TABLE "StorefrontPage" (
    "siteId" INTEGER NOT NULL,
    "path" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "etag" TEXT NOT NULL,

    PRIMARY KEY ("siteId", "path"),
    CONSTRAINT "StorefrontPage_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "StorefrontAsset" (
    "path" TEXT NOT NULL PRIMARY KEY,
    "contentType" TEXT NOT NULL,
    "body" TEXT NOT NULL
);

-- AlterTable
ALTER TABLE "Site" ADD COLUMN "buildStep" TEXT;
ALTER TABLE "Site" ADD COLUMN "storefrontVersion" TEXT;
