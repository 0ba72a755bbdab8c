import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "./generated/prisma/client";

export type Db = PrismaClient;

/** Opens the database through Prisma's driver adapter, in WAL mode with a busy timeout. */
export async function openDatabase(url: string): Promise<Db> {
  const file = url.replace(/^file:/, "");
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const prisma = new PrismaClient({ adapter: new PrismaBetterSQLite3({ url, timeout: 5000 }) });
  await prisma.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await prisma.$queryRawUnsafe("PRAGMA foreign_keys = ON");
  return prisma;
}
