import bcrypt from "bcryptjs";

/**
 * Passwords are stored as bcrypt hashes of the configured work factor (`PASSWORD_HASH_COST`,
 * DEFAULT_PASSWORD_HASH_COST unless a test lowers it).
 */
export function hashPassword(plain: string, cost: number): Promise<string> {
  return bcrypt.hash(plain, cost);
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}
