import { argon2id, hash, verify } from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~50 ms on one core, so sign-in stays
// quick on a 2-core server while a stolen hash stays expensive to attack.
const options = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when the e-mail is unknown, so that the answer's timing
 * does not tell which addresses have an account.
 */
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that no account has');
  await verifyPassword(await decoyHash, password);
  return false;
}
