// The local owner's sessions: one-shot login ids exchanged for bearer tokens, as Sanity's token login
// does. Tokens are kept on disk so a restart of the stack does not log the Studio out, but a token unused
// for `ownerIdleLimitMs` is void, and so is every token made under another login code or before there was
// one (the file names the code it was made under; docs/decisions/049).
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type LoginCode, ownerIdleLimitMs } from '@nordkyst/local-process';

export type StudioUser = {
  id: string;
  name: string;
  email: string;
  role: string;
  roles: { name: string; title: string }[];
  provider: string;
};

/** The one user of the local Studio: whoever sits at this computer. */
export const localOwner: StudioUser = {
  id: 'p-local-owner',
  name: 'Ejer (lokal)',
  email: 'ejer@localhost',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'local',
};

/** A login id is exchanged within seconds of the redirect; an old one is worthless. */
const sidLifetimeMs = 60_000;

export type Sessions = {
  /** A new one-shot login id for the redirect back to the Studio. */
  startLogin(): string;
  /** The token for a login id, once; undefined for an unknown, used or expired id. */
  exchange(sid: string): Promise<string | undefined>;
  /** The owner for a live token (using it keeps it alive); undefined for any other. */
  userFor(token: string | undefined): StudioUser | undefined;
  logout(token: string | undefined): Promise<void>;
};

function randomId(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** Names the login code in the file without keeping it there. */
const codeIdOf = (code: LoginCode) =>
  createHash('sha256').update(`local-studio-sessions:${code.code}`).digest('base64url');

/** The tokens and when each was last used; none when the file was written under another code (or none). */
async function readTokens(file: string, codeId: string): Promise<Map<string, number>> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { code?: unknown; tokens?: unknown };
    if (parsed.code !== codeId || typeof parsed.tokens !== 'object' || parsed.tokens === null)
      return new Map();
    return new Map(
      Object.entries(parsed.tokens).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    );
  } catch {
    return new Map();
  }
}

/** How often a token's use is written down: the Studio asks many times a second. */
const saveUsesAfterMs = 60_000;

export async function createSessions(
  file: string,
  loginCode: LoginCode,
  now: () => number = Date.now,
): Promise<Sessions> {
  const codeId = codeIdOf(loginCode);
  const tokens = await readTokens(file, codeId);
  const pending = new Map<string, number>();
  let writing = Promise.resolve();
  let saveLater: NodeJS.Timeout | undefined;

  const expired = (lastUsed: number) => now() - lastUsed > ownerIdleLimitMs;

  // Writes are chained so two logins in the same instant cannot interleave their files.
  function save(): Promise<void> {
    clearTimeout(saveLater);
    saveLater = undefined;
    writing = writing.then(async () => {
      for (const [token, lastUsed] of tokens) if (expired(lastUsed)) tokens.delete(token);
      await mkdir(dirname(file), { recursive: true });
      // Unique per write: another Sessions on the same file (a restart in the same process) may be saving too.
      const temporary = `${file}.${process.pid}.${randomId(6)}.tmp`;
      await writeFile(temporary, JSON.stringify({ code: codeId, tokens: Object.fromEntries(tokens) }), {
        mode: 0o600,
      });
      await rename(temporary, file);
    });
    return writing;
  }

  // A file of another code, or with tokens gone stale, is rewritten at once.
  await save();

  return {
    startLogin() {
      const at = now();
      for (const [sid, expires] of pending) if (expires < at) pending.delete(sid);
      const sid = randomId(24);
      pending.set(sid, at + sidLifetimeMs);
      return sid;
    },
    async exchange(sid) {
      const expires = pending.get(sid);
      pending.delete(sid);
      if (expires === undefined || expires < now()) return undefined;
      const token = `sk-local-${randomId(32)}`;
      tokens.set(token, now());
      await save();
      return token;
    },
    userFor(token) {
      const lastUsed = token === undefined ? undefined : tokens.get(token);
      if (token === undefined || lastUsed === undefined) return undefined;
      if (expired(lastUsed)) {
        tokens.delete(token);
        void save();
        return undefined;
      }
      tokens.set(token, now());
      saveLater ??= setTimeout(() => void save(), saveUsesAfterMs).unref();
      return localOwner;
    },
    async logout(token) {
      if (token === undefined || !tokens.delete(token)) return;
      await save();
    },
  };
}

/** The token of `Authorization: Bearer <token>`. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
