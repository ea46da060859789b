import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Sanity user as the stand-in knows them: their roles in each project they belong to. */
export type StandInUser = { id: string; name: string; email: string; projects: Record<string, string[]> };

/** Tokens the stand-in knows, as Sanity would: valid users, and ones that expired. */
export const sanityTokens = {
  owner: 'sk-owner-0123456789abcdefghij',
  editor: 'sk-editor-0123456789abcdefghi',
  otherProject: 'sk-other-0123456789abcdefghij',
  expired: 'sk-expired-0123456789abcdefgh',
} as const;

export const standInUsers: Record<string, StandInUser> = {
  [sanityTokens.owner]: {
    id: 'p-owner',
    name: 'Ejer Ejersen',
    email: 'ejer@nordkystbyg.dk',
    projects: { nordkyst: ['administrator'] },
  },
  [sanityTokens.editor]: {
    id: 'p-editor',
    name: 'Redaktør',
    email: 'redaktor@nordkystbyg.dk',
    projects: { nordkyst: ['editor'] },
  },
  [sanityTokens.otherProject]: {
    id: 'p-other',
    name: 'Anden',
    email: 'anden@example.dk',
    projects: { other1234: ['administrator'] },
  },
};

/**
 * A stand-in for Sanity's `GET https://<project>.api.sanity.io/vX/users/me` over HTTP: 401 for an
 * unknown or expired token; the user with their roles in the project the host names (none in a project
 * they do not belong to). Records every call's host and headers.
 */
export async function startSanityUsersStandIn() {
  const calls: { host: string; path: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    // The Deno suite's entry sets X-Forwarded-Host (its resolver does not know *.localhost).
    const forwarded = request.headers['x-forwarded-host'];
    const host = (typeof forwarded === 'string' ? forwarded : request.headers.host) ?? '';
    calls.push({ host, path: request.url ?? '', headers: request.headers });
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (!/^\/v[\w-]+\/users\/me$/.test(request.url ?? '')) return json(404, { error: 'Not Found' });
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (token === sanityTokens.expired)
      return json(401, { error: 'Unauthorized', message: 'Session expired' });
    const user = standInUsers[token];
    // Sanity answers a call without a valid token with an empty object at /users/me.
    if (!user) return json(token ? 401 : 200, token ? { error: 'Unauthorized' } : {});
    const project = host.split('.')[0] ?? '';
    const roles = user.projects[project] ?? [];
    json(200, {
      id: user.id,
      name: user.name,
      email: user.email,
      role: roles[0] ?? null,
      roles: roles.map((name) => ({ name, title: name })),
      provider: 'google',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** What SANITY_API_HOST is set to: the project's host is `<project>.localhost:<port>`. */
    apiHost: `http://localhost:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
