-- CreateTable
CREATE TABLE "StackMode" (
    "id" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "since" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StackMode_pkey" PRIMARY KEY ("id")
);

