// The local owner's sessions: one-shot login ids exchanged for bearer tokens, as Sanity's token login
// does. Tokens are kept on disk so a restart of the stack does not log the Studio out.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

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
  userFor(token: string | undefined): StudioUser | undefined;
  logout(token: string | undefined): Promise<void>;
};

function randomId(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

async function readTokens(file: string): Promise<Set<string>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    const tokens = (parsed as { tokens?: unknown }).tokens;
    return new Set(Array.isArray(tokens) ? tokens.filter((t) => typeof t === 'string') : []);
  } catch {
    return new Set();
  }
}

export async function createSessions(file: string): Promise<Sessions> {
  const tokens = await readTokens(file);
  const pending = new Map<string, number>();
  let writing = Promise.resolve();

  // Writes are chained so two logins in the same instant cannot interleave their files.
  function save(): Promise<void> {
    writing = writing.then(async () => {
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify({ tokens: [...tokens] }), { mode: 0o600 });
      await rename(temporary, file);
    });
    return writing;
  }

  return {
    startLogin() {
      const now = Date.now();
      for (const [sid, expires] of pending) if (expires < now) pending.delete(sid);
      const sid = randomId(24);
      pending.set(sid, now + sidLifetimeMs);
      return sid;
    },
    async exchange(sid) {
      const expires = pending.get(sid);
      pending.delete(sid);
      if (expires === undefined || expires < Date.now()) return undefined;
      const token = `sk-local-${randomId(32)}`;
      tokens.add(token);
      await save();
      return token;
    },
    userFor(token) {
      return token !== undefined && tokens.has(token) ? localOwner : undefined;
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
