// Password hashing with argon2id (OWASP parameters: 19 MiB, 2 iterations, 1 lane). Hashing
// runs on libuv's thread pool, so a sign-in never blocks other requests.
import { hash, verify } from "@node-rs/argon2";

// The library's default algorithm is argon2id (checked by passwords.test.ts).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    // Same work as a real check, so timing does not tell which e-mails have a password.
    await hash(password, OPTIONS);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
