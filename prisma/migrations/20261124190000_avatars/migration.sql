-- AlterTable
ALTER TABLE "User" ADD COLUMN "avatarHash" TEXT;

-- CreateTable
CREATE TABLE "UserAvatar" (
    "userId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "image" BLOB NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "UserAvatar_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "User_avatarHash_idx" ON "User"("avatarHash");

