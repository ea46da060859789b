/**
 * Who is calling: the Studio user behind a Sanity token, asked of the project's own API
 * (`https://<project>.<api host>/…/users/me`, the project id from configuration, never from the
 * request). Only a member with an allowed role (or, when configured, a listed user) passes. The token
 * is sent to Sanity only, never stored or logged.
 */

export type StudioUser = { id: string; name: string; email: string; roles: string[] };

export type OwnerCheck =
  | { ok: true; user: StudioUser }
  /** 401: no token, or one Sanity does not know (made up, expired, logged out). */
  | { ok: false; status: 401 }
  /** 403: a real user who may not read leads (no allowed role, not listed, not in this project). */
  | { ok: false; status: 403; user: StudioUser }
  /** 503: Sanity could not be asked. */
  | { ok: false; status: 503 };

export type StudioUserOptions = {
  projectId: string;
  apiHost: string;
  allowedRoles: readonly string[];
  /** User ids or e-mail addresses, lower case; empty: decided by role. */
  allowedUsers: readonly string[];
  /** Asks Sanity (the local runner's trusts the local Studio's certificate authority). */
  fetch?: (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<Response>;
  timeoutMs?: number;
};

/** The users endpoint's API version (any dated version answers it). */
const API_VERSION = 'v2025-02-19';
/** A Sanity token is a long run of URL-safe characters; anything else is refused without asking. */
const TOKEN = /^[\w.-]{16,1024}$/;

/** The project's own host: the id in front of the API host, as the Studio builds it. */
export function projectApiUrl(apiHost: string, projectId: string): string {
  const url = new URL(apiHost);
  return `${url.protocol}//${projectId}.${url.host}`;
}

export function bearerToken(header: string | undefined | null): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] && TOKEN.test(match[1]) ? match[1] : undefined;
}

type MeAnswer = {
  id?: unknown;
  name?: unknown;
  email?: unknown;
  role?: unknown;
  roles?: unknown;
};

function userOf(body: MeAnswer): StudioUser | undefined {
  if (typeof body.id !== 'string' || !body.id) return undefined;
  const roles = Array.isArray(body.roles)
    ? body.roles.flatMap((role: { name?: unknown }) => (typeof role?.name === 'string' ? [role.name] : []))
    : typeof body.role === 'string' && body.role
      ? [body.role]
      : [];
  return {
    id: body.id,
    name: typeof body.name === 'string' ? body.name : body.id,
    email: typeof body.email === 'string' ? body.email : '',
    roles,
  };
}

export function createStudioUserCheck(options: StudioUserOptions) {
  const url = `${projectApiUrl(options.apiHost, options.projectId)}/${API_VERSION}/users/me`;
  const ask = options.fetch ?? ((target, init) => fetch(target, init));
  const allowed = (user: StudioUser) =>
    // A member of this project (another project's user has no role here) …
    user.roles.length > 0 &&
    // … listed by id or e-mail when a list is configured, else with an allowed role.
    (options.allowedUsers.length
      ? options.allowedUsers.includes(user.id.toLowerCase()) ||
        options.allowedUsers.includes(user.email.toLowerCase())
      : user.roles.some((role) => options.allowedRoles.includes(role)));

  return async (authorization: string | undefined | null): Promise<OwnerCheck> => {
    const token = bearerToken(authorization);
    if (!token) return { ok: false, status: 401 };
    let response: Response;
    try {
      response = await ask(url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
      });
    } catch {
      return { ok: false, status: 503 };
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      return { ok: false, status: 401 };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, status: 503 };
    }
    const body = (await response.json().catch(() => ({}))) as MeAnswer | null;
    // Sanity answers an anonymous call with an empty object: not a user.
    const user = body ? userOf(body) : undefined;
    if (!user) return { ok: false, status: 401 };
    return allowed(user) ? { ok: true, user } : { ok: false, status: 403, user };
  };
}

export type StudioUserCheck = ReturnType<typeof createStudioUserCheck>;
