// The owner's login code: what only the local user can read (a file of mode 0600 in the Studio's data
// folder, and the start command's terminal), so neither a web page nor another account on this computer
// can log in to the Studio. Kept across restarts, like the owner's tokens.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export type LoginCode = {
  /** Where the code is, to tell the owner. */
  file: string;
  code: string;
  /** Whether `typed` is the code (spaces and case forgiven, compared in constant time). */
  matches(typed: string): boolean;
};

/** Four groups of five letters and digits, without look-alikes: easy to copy, about 100 bits. */
function newCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(20);
  const letters = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return letters.match(/.{5}/g)?.join('-') ?? letters;
}

const normalized = (code: string) => code.trim().toLowerCase().replace(/\s+/g, '');
const digest = (code: string) => createHash('sha256').update(normalized(code)).digest();

export async function ensureLoginCode(file: string): Promise<LoginCode> {
  let code = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (!code) {
    code = newCode();
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, `${code}\n`, { mode: 0o600 });
  }
  // A file made before this rule, or copied in, is made private too.
  await chmod(file, 0o600);
  const expected = digest(code);
  return { file, code, matches: (typed) => timingSafeEqual(digest(typed), expected) };
}
