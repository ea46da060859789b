import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Clock } from '../_shared/clock.ts';
import type { Sql } from '../_shared/database.ts';
import { createLeadActionLinks } from '../_shared/lead-action-link.ts';
import { databaseReadOnly, type OwnerWarningSource } from '../_shared/owner-warnings.ts';
import { createFileLinks } from '../send-email/file-links.ts';
import type { QuoteStorage } from '../send-email/quote-storage.ts';
import { createSubmissionStore } from '../send-email/submissions.ts';
import { createAudit } from './audit.ts';
import type { LeadsEnv } from './context.ts';
import { createLeadActions } from './lead-actions.ts';
import { createLeadStats } from './lead-stats.ts';
import { createLeadView } from './lead-view.ts';
import { fail, leadsMessages } from './messages.ts';
import { corsFor } from './middleware/cors.ts';
import { answerError } from './middleware/errors.ts';
import { noStore } from './middleware/no-store.ts';
import { requireStudioUser } from './middleware/studio-user.ts';
import { auditLogRoute } from './routes/audit-log.ts';
import { deleteLeadRoute } from './routes/delete-lead.ts';
import { erasePersonRoute } from './routes/erase-person.ts';
import { exportPersonRoute } from './routes/export-person.ts';
import { fileRoute } from './routes/file.ts';
import { leadActionRoute } from './routes/lead-action.ts';
import { listRoute } from './routes/list.ts';
import { readLeadRoute } from './routes/read-lead.ts';
import { resendRoute } from './routes/resend.ts';
import { statsRoute } from './routes/stats.ts';
import { updateLeadRoute } from './routes/update-lead.ts';
import { createLeadStore } from './store.ts';
import type { StudioUserCheck } from './studio-user.ts';

export type LeadsDeps = {
  sql: Sql;
  clock: Clock;
  /** The Studio user behind a request's token (studio-user.ts). */
  checkUser: StudioUserCheck;
  studioOrigins: readonly string[];
  /** The website's origins, whose confirmation page takes the e-mails' one-tap actions (ALLOWED_ORIGINS). */
  siteOrigins?: readonly string[];
  linkSecret: string;
  /** Checks the e-mails' one-tap actions (LEAD_ACTION_SECRET, send-email's too); unset, none is taken. */
  leadActionSecret?: string | undefined;
  /** Called after a re-send was queued (the local runner delivers at once; in the cloud the cron does). */
  afterResend?: () => void;
  /** What the owner is warned of above the list, besides a read-only database (asked on each list). */
  warnings?: readonly OwnerWarningSource[];
  /** Where a quote's photos are (issue 49): the tool shows them by short-lived signed URLs. */
  photos?: QuoteStorage | undefined;
};

/** The path inside the function: Supabase calls it at `/leads/…`, the local runner at `/functions/v1/leads/…`. */
function functionPath(request: Request): string {
  const path = new URL(request.url).pathname.replace(/^.*?\/leads(?=\/|$)/, '').replace(/\/+$/, '');
  return path || '/';
}

/** `leads` as a Hono app: the Studio tool's API (functions/README.md), for allowed Studio users only. */
export function createLeadsHandler(deps: LeadsDeps) {
  const { sql, clock } = deps;
  const store = createLeadStore(sql);
  const audit = createAudit(store, clock);
  const fileLinks = createFileLinks(deps.linkSecret);
  const leadView = createLeadView({
    clock,
    fileLinks,
    photos: deps.photos,
    checkedPhotos: store.checkedPhotos,
  });
  const readOnly: OwnerWarningSource = async () => ((await store.readOnly()) ? databaseReadOnly : undefined);

  const app = new Hono<LeadsEnv>({ getPath: functionPath });
  app.use(corsFor(deps.studioOrigins, deps.siteOrigins));
  app.onError(answerError);
  app.use(noStore);

  app.get(
    '/files/:id/:position/:expires/:signature/:disposition{inline|download}',
    fileRoute({ clock, fileLinks, submissions: createSubmissionStore(sql) }),
  );

  // The e-mails' one-tap actions: the signed token is the permission (decision 062).
  if (deps.leadActionSecret) {
    const action = {
      clock,
      links: createLeadActionLinks(deps.leadActionSecret),
      actions: createLeadActions(sql),
    };
    const small = bodyLimit({ maxSize: 1024, onError: (c) => fail(c, 400, leadsMessages.actionMissing) });
    app.post('/actions/preview', small, leadActionRoute({ ...action, take: false }));
    app.post('/actions', small, leadActionRoute({ ...action, take: true }));
  }

  // Everything else: an allowed Studio user only.
  app.use(requireStudioUser(deps.checkUser));
  app.get('/', listRoute({ store, audit, clock, warnings: [readOnly, ...(deps.warnings ?? [])] }));
  app.get('/audit', auditLogRoute({ store }));
  app.get('/stats', statsRoute({ stats: createLeadStats(sql), clock }));
  app.get('/export', exportPersonRoute({ store, audit, leadView, clock }));
  app.delete('/export', erasePersonRoute({ store, audit }));
  app.get('/:id', readLeadRoute({ store, audit, leadView }));
  app.patch(
    '/:id',
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => fail(c, 400, leadsMessages.badChange) }),
    updateLeadRoute({ store, audit, leadView, clock }),
  );
  app.post('/:id/resend', resendRoute({ store, audit, clock, afterResend: deps.afterResend }));
  app.delete('/:id', deleteLeadRoute({ store, audit }));
  app.notFound((c) => fail(c, 404, leadsMessages.notFound));

  return (request: Request) => Promise.resolve(app.fetch(request));
}
