import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (Algorithm.Argon2id = 2; the package's enum is a `const enum`, which isolated-module transpilers
 * cannot inline). Memory and time costs are the library defaults (19 MiB, t=2), the OWASP baseline.
 */
const OPTIONS = { algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a 500.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Runs a verification that always fails, costing as much as a real one, so an unknown username takes as long
 * to refuse as a wrong password and response timing does not reveal which usernames exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('canticle-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
