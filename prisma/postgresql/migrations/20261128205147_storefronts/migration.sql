-- AlterTable
ALTER TABLE "Site" ADD COLUMN     "buildStep" TEXT,
ADD COLUMN     "storefrontVersion" TEXT;

-- CreateTable
CREATE TABLE "StorefrontPage" (
    "siteId" INTEGER NOT NULL,
    "path" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "etag" TEXT NOT NULL,

    CONSTRAINT "StorefrontPage_pkey" PRIMARY KEY ("siteId","path")
);

-- CreateTable
CREATE TABLE "StorefrontAsset" (
    "path" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "body" TEXT NOT NULL,

    CONSTRAINT "StorefrontAsset_pkey" PRIMARY KEY ("path")
);

-- AddForeignKey
ALTER TABLE "StorefrontPage" ADD CONSTRAINT "StorefrontPage_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

