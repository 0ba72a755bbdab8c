import bcrypt from "bcryptjs";

// Cost 10: about 60 ms per hash on these machines, within what a login can afford.
const COST = 10;

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, COST);
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}
