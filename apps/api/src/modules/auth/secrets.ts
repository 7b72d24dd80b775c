import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';

/**
 * A new random secret (session id, access token, mailed code): 32 bytes (256 bits) from the
 * system CSPRNG, base64url.
 */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * How a secret is stored: its SHA-256 (hex). The secrets carry 256 random bits, so a fast hash
 * is enough, and a copy of the table holds nothing a client could present.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** True for something that looks like a {@link newSecret} value (cheap check before a lookup). */
export function isSecretShaped(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** `Algorithm.Argon2id`: a const enum, which `verbatimModuleSyntax` cannot read as a value. */
const argon2id = 2 as Algorithm;

/** Hashes a password with argon2id (the library defaults: OWASP's recommended parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: argon2id });
}

/** Checks a password against a stored argon2id hash; false (never a throw) for a bad hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one password check for an e-mail address nobody uses, so a failed sign-in
 * takes about as long whether or not the account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(newSecret());
  await verifyPassword(await dummyHash, password);
  return false;
}
