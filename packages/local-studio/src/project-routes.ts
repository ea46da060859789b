// The project-level endpoints the Studio reads besides the data: the project, the owner's grants, and
// the cloud services (journeys, help, telemetry, applications) answered with "nothing here".
import type { Hono } from 'hono';
import { apiError } from './api-error.ts';
import { tokenOf } from './auth-routes.ts';
import { localOwner, type Sessions } from './sessions.ts';

export type ProjectInfo = { projectId: string; dataset: string; displayName: string };

/** The owner may read and write every document, which is what the Studio checks before it allows editing. */
const ownerGrants = [
  {
    filter: '_id in path("**")',
    permissions: ['read', 'create', 'update', 'history', 'editHistory', 'manage'],
  },
];

export function addProjectRoutes(app: Hono, sessions: Sessions, project: ProjectInfo): void {
  // Everything here but the ping describes the logged-in user's project, so it needs the token.
  app.use('/:version/*', async (c, next) => {
    if (c.req.path.endsWith('/ping') || c.req.path.includes('/auth/')) return next();
    const scoped = /^\/v[^/]+\/(projects|users|journey|help|intake|features|user-applications)\b/.test(
      c.req.path,
    );
    if (scoped && c.req.path !== `/${c.req.param('version')}/users/me` && !sessions.userFor(tokenOf(c)))
      return apiError(c, 401, 'Not logged in');
    return next();
  });

  app.get('/:version/ping', (c) => c.text('PONG'));

  app.get('/:version/projects/:projectId', (c) => {
    if (c.req.param('projectId') !== project.projectId) return apiError(c, 404, 'Project not found');
    return c.json({
      id: project.projectId,
      displayName: project.displayName,
      studioHost: null,
      isBlocked: false,
      isDisabled: false,
      isDisabledByUser: false,
      metadata: {},
      organizationId: null,
      features: [],
      members: [
        {
          id: localOwner.id,
          role: localOwner.role,
          roles: localOwner.roles,
          isRobot: false,
          isCurrentUser: true,
        },
      ],
    });
  });

  app.get('/:version/projects/:projectId/datasets', (c) =>
    c.json([{ name: project.dataset, aclMode: 'private' }]),
  );
  app.get('/:version/projects/:projectId/datasets/:dataset/acl', (c) => c.json(ownerGrants));
  app.get('/:version/projects/:projectId/grants', (c) => c.json({}));
  app.get('/:version/projects/:projectId/features', (c) => c.json([]));
  app.get('/:version/features', (c) => c.json([]));
  app.get('/:version/projects/:projectId/user-applications', (c) => c.json([]));
  app.get('/:version/projects/:projectId/user-applications/*', (c) =>
    apiError(c, 404, 'No such application'),
  );

  app.get('/:version/users/:ids', (c) => {
    const ids = c.req.param('ids').split(',');
    const users = ids.map((id) => (id === localOwner.id ? localOwner : null));
    return c.json(ids.length === 1 ? users[0] : users);
  });

  // The Studio keeps small preferences (layout, recent searches) here; they last as long as the server.
  const keyValues = new Map<string, unknown>();
  app.get('/:version/users/me/keyvalue/:keys', (c) =>
    c.json(
      c.req
        .param('keys')
        .split(',')
        .map((key) => ({ key, value: keyValues.get(key) ?? null })),
    ),
  );
  app.put('/:version/users/me/keyvalue', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (!Array.isArray(body)) return apiError(c, 400, 'Expected an array of { key, value }');
    const pairs = body.filter((p): p is { key: string; value: unknown } => typeof p?.key === 'string');
    for (const { key, value } of pairs) keyValues.set(key, value);
    return c.json(pairs);
  });

  app.get('/:version/journey/*', (c) => c.json(null));
  app.get('/:version/help', (c) => c.json({}));
  app.get('/:version/intake/telemetry-status', (c) => c.json({ status: 'denied' }));
  app.post('/:version/intake/*', (c) => c.json({}));
  // Scheduled publishing needs Sanity's cloud and is switched off in the local Studio.
  app.all('/:version/schedules/*', (c) => apiError(c, 404, 'Scheduled publishing is not available locally'));
}
