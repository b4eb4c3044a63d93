import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's baseline (design: security baseline).
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a missing account cannot be told apart by timing. */
export async function spendPasswordCheck(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that matches nobody');
  await verifyPassword(await decoyHash, password);
  return false;
}
