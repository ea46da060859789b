// The owner's login code: what only the local user can read (a file of mode 0600 in the Studio's data
// folder, and the start command's terminal), so neither a web page nor another account on this computer
// can log in to the Studio or open the functions runner's outbox. Kept across restarts, like the owner's
// tokens.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export type LoginCode = {
  /** Where the code is, to tell the owner. */
  file: string;
  code: string;
  /** Whether `typed` is the code (spaces and case forgiven, compared in constant time). */
  matches(typed: string): boolean;
};

/**
 * How long a session the code opened (a Studio token, the outbox's cookie) lasts without being used: a
 * token copied from a forgotten browser profile or a backup is worthless by the next working day.
 */
export const ownerIdleLimitMs = 12 * 60 * 60 * 1000;

/** Four groups of five letters and digits, without look-alikes: easy to copy, about 100 bits. */
function newCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(20);
  const letters = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return letters.match(/.{5}/g)?.join('-') ?? letters;
}

const normalized = (code: string) => code.trim().toLowerCase().replace(/\s+/g, '');
const digest = (code: string) => createHash('sha256').update(normalized(code)).digest();

const readSecret = async (file: string) => (await readFile(file, 'utf8').catch(() => '')).trim();

/**
 * The secret in `file` (mode 0600), made by `make` when the file has none. Two processes may ask at the
 * same moment (the Studio and the functions runner start together): the secret is written whole to a file
 * of its own and linked into place, which fails when the other was first, and then the other's is the one.
 */
export async function ensureSecret(file: string, make: () => string): Promise<string> {
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const secret = make();
  await writeFile(temporary, `${secret}\n`, { mode: 0o600 });
  try {
    await link(temporary, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = await readSecret(file);
    if (theirs) return theirs;
    // An empty file (a copy gone wrong) has no secret to keep.
    await rename(temporary, file);
    return secret;
  } finally {
    await rm(temporary, { force: true });
  }
}

export async function ensureLoginCode(file: string): Promise<LoginCode> {
  const code = await ensureSecret(file, newCode);
  // A file made before this rule, or copied in, is made private too.
  await chmod(file, 0o600);
  const expected = digest(code);
  return { file, code, matches: (typed) => timingSafeEqual(digest(typed), expected) };
}
