import { FORM_TYPES, type SendEmailRequest } from '@nordkyst/validation';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { z } from 'zod';
import type { Clock } from '../_shared/clock.ts';
import { DatabaseUnavailableError, type Sql } from '../_shared/database.ts';
import { notificationRows, referenceNumber } from '../send-email/emails.ts';
import { createFileLinks } from '../send-email/file-links.ts';
import { storedFileResponse } from '../send-email/stored-file-response.ts';
import { createSubmissionStore } from '../send-email/submissions.ts';
import { attachmentNamed, CSV_TYPE, toCsv } from './csv.ts';
import { danishTime, leadLabels } from './labels.ts';
import {
  createLeadStore,
  type LeadFilter,
  type LeadSummary,
  type Person,
  type StoredLead,
  WORK_STATUSES,
} from './store.ts';
import type { StudioUser, StudioUserCheck } from './studio-user.ts';

export type LeadsDeps = {
  sql: Sql;
  clock: Clock;
  /** The Studio user behind a request's token (studio-user.ts). */
  checkUser: StudioUserCheck;
  studioOrigins: readonly string[];
  linkSecret: string;
  /** Called after a re-send was queued (the local runner delivers at once; in the cloud the cron does). */
  afterResend?: () => void;
};

type LeadsEnv = { Variables: { user: StudioUser } };

/** How long a file link in the tool works. */
export const FILE_LINK_MS = 5 * 60 * 1000;
const PAGE_SIZE = 50;

const messages = {
  unauthorized: 'Log ind i Studio for at se henvendelser.',
  forbidden: 'Din bruger må ikke se henvendelser. Bed ejeren om adgang.',
  sanityUnavailable: 'Sanity kunne ikke bekræfte dit login lige nu. Prøv igen om lidt.',
  unavailable: 'Databasen svarer ikke lige nu. Prøv igen om lidt.',
  unexpected: 'Der skete en uventet fejl. Prøv igen.',
  notFound: 'Henvendelsen findes ikke (den kan være slettet).',
  badFilter: 'Ugyldigt filter',
  badChange: 'Ugyldig ændring: send status, note eller read.',
  person: 'Angiv én e-mailadresse (email) eller ét telefonnummer (phone).',
  notGivenUp: 'Beskeden er ikke opgivet: den er sendt eller bliver stadig forsøgt.',
  fileGone: 'Linket er udløbet, eller filen er slettet.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const filterSchema = z.object({
  form: z.enum(FORM_TYPES).optional(),
  status: z.enum(WORK_STATUSES).optional(),
  q: z.string().max(200).optional(),
  unread: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(PAGE_SIZE),
});

const changeSchema = z
  .object({
    status: z.enum(WORK_STATUSES).optional(),
    note: z.string().max(4000).optional(),
    read: z.boolean().optional(),
  })
  .strict()
  .refine((change) => Object.keys(change).length > 0);

const personSchema = z.union([
  z.object({ email: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254)) }).strict(),
  z
    .object({
      phone: z
        .string()
        .trim()
        .regex(/^\+?[\d\s()-]{6,25}$/),
    })
    .strict(),
]);

/** The path inside the function: Supabase calls it at `/leads/…`, the local runner at `/functions/v1/leads/…`. */
function functionPath(request: Request): string {
  const path = new URL(request.url).pathname.replace(/^.*?\/leads(?=\/|$)/, '').replace(/\/+$/, '');
  return path || '/';
}

const fail = (c: Context, status: 400 | 401 | 403 | 404 | 409 | 410 | 500 | 503, error: string) =>
  c.json({ error }, status);

/** A person as the audit log keeps them: enough to recognise, not to read (j***@example.dk, ****5678). */
function masked(who: Person): string {
  if ('email' in who) {
    const [local = '', domain = ''] = who.email.split('@');
    return `${local.slice(0, 1)}***@${domain}`;
  }
  return `****${who.phone.replace(/\D/g, '').slice(-4)}`;
}

/** `leads` as a Hono app: the Studio tool's API (functions/README.md), for allowed Studio users only. */
export function createLeadsHandler(deps: LeadsDeps) {
  const { sql, clock, checkUser } = deps;
  const store = createLeadStore(sql);
  const submissions = createSubmissionStore(sql);
  const fileLinks = createFileLinks(deps.linkSecret);
  const now = () => new Date(clock.now());

  const app = new Hono<LeadsEnv>({ getPath: functionPath });
  app.use(
    cors({
      origin: [...deps.studioOrigins],
      allowMethods: ['GET', 'PATCH', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: ['authorization', 'content-type', 'accept'],
      exposeHeaders: ['content-disposition'],
      maxAge: 600,
    }),
  );
  app.onError((error, c) => {
    if (error instanceof DatabaseUnavailableError) return fail(c, 503, messages.unavailable);
    // Its name only: a database error's message can quote a lead's values.
    console.error(`leads: unexpected ${error.name}`);
    return fail(c, 500, messages.unexpected);
  });
  // Nothing about a lead leaves the function without an answer that no cache keeps.
  app.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  });

  /** A file of a lead from a link the tool was given: the signature is the permission, for minutes. */
  app.get('/files/:id/:position/:expires/:signature/:disposition{inline|download}', async (c) => {
    const { id, position, expires, signature, disposition } = c.req.param();
    const check = await fileLinks.check({ submissionId: id, position, expires, signature }, clock.now());
    const [file] = check === 'valid' ? await submissions.attachmentsOf(id, Number(position)) : [];
    if (!file) return fail(c, check === 'forged' ? 404 : 410, messages.fileGone);
    // The Studio (another origin) shows pictures as thumbnails.
    return storedFileResponse(file, disposition === 'inline' ? 'inline' : 'attachment', {
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });

  // Everything else: an allowed Studio user only. The token goes to Sanity and nowhere else.
  app.use(async (c, next) => {
    const check = await checkUser(c.req.header('Authorization'));
    if (check.ok) {
      c.set('user', check.user);
      return next();
    }
    if (check.status === 401) return fail(c, 401, messages.unauthorized);
    if (check.status === 403) return fail(c, 403, messages.forbidden);
    return fail(c, 503, messages.sanityUnavailable);
  });

  const audit = (
    c: Context<LeadsEnv>,
    action: string,
    leadId: string | null,
    subject: string | null = null,
  ) => {
    const user = c.get('user');
    return store.audit({ userId: user.id, userName: user.name, action, leadId, subject }, now());
  };

  const wantsCsv = (c: Context) => (c.req.header('Accept') ?? '').includes('text/csv');

  async function withLinks(lead: StoredLead) {
    const request = {
      formType: lead.form,
      formData: { ...lead.fields, attachments: lead.files },
    } as unknown as SendEmailRequest;
    const expiresAt = new Date(clock.now() + FILE_LINK_MS);
    return {
      ...lead,
      rows: notificationRows(request, referenceNumber(lead.id)).rows.map(({ label, value }) => ({
        label,
        value,
      })),
      files: await Promise.all(
        lead.files.map(async (file) => {
          if (!file.stored) return file;
          // Relative to the function's own address, which the tool is configured with.
          const url = await fileLinks.url('', { submissionId: lead.id, position: file.position, expiresAt });
          return {
            ...file,
            url: `${url}/inline`,
            downloadUrl: `${url}/download`,
            linkExpiresAt: expiresAt.toISOString(),
          };
        }),
      ),
    };
  }

  function summaryCsv(leads: LeadSummary[]): string {
    return toCsv(
      ['Modtaget', 'Formular', 'Navn', 'E-mail', 'Telefon', 'Status', 'Læst', 'Levering', 'Slettes'],
      leads.map((lead) => [
        danishTime(lead.receivedAt),
        leadLabels.forms[lead.form],
        lead.name,
        lead.email,
        lead.phone,
        leadLabels.statuses[lead.status],
        lead.read ? 'Ja' : 'Nej',
        leadLabels.delivery[lead.delivery],
        danishTime(lead.deleteAt),
      ]),
    );
  }

  app.get('/', async (c) => {
    const parsed = filterSchema.safeParse(c.req.query());
    if (!parsed.success) return fail(c, 400, messages.badFilter);
    const { form, status, q, unread, page, pageSize } = parsed.data;
    const filter: LeadFilter = { form, status, search: q, unread: unread === 'true' };
    if (wantsCsv(c)) {
      const leads = await store.all(filter);
      await audit(c, 'export-list', null, `${leads.length} henvendelser`);
      return c.body(summaryCsv(leads), 200, {
        'Content-Type': CSV_TYPE,
        'Content-Disposition': attachmentNamed('henvendelser.csv'),
      });
    }
    const result = await store.list(filter, { offset: (page - 1) * pageSize, limit: pageSize });
    return c.json({ ...result, page, pageSize, labels: leadLabels, retention: await store.retention() });
  });

  app.get('/audit', async (c) => c.json({ entries: await store.auditLog(200), labels: leadLabels.actions }));

  const personOf = (c: Context) => {
    const { email, phone } = c.req.query();
    const parsed = personSchema.safeParse(
      email !== undefined ? { email } : phone !== undefined ? { phone } : {},
    );
    return email !== undefined && phone !== undefined
      ? undefined
      : parsed.success
        ? (parsed.data as Person)
        : undefined;
  };

  app.get('/export', async (c) => {
    const who = personOf(c);
    if (!who) return fail(c, 400, messages.person);
    const leads = await Promise.all((await store.ofPerson(who)).map(withLinks));
    await audit(c, 'export-person', null, `${masked(who)}: ${leads.length} henvendelser`);
    if (wantsCsv(c))
      return c.body(
        toCsv(
          ['Henvendelse', 'Modtaget', 'Formular', 'Felt', 'Værdi'],
          leads.flatMap((lead) => [
            ...lead.rows.map((row) => [
              lead.id,
              danishTime(lead.receivedAt),
              leadLabels.forms[lead.form],
              row.label,
              row.value,
            ]),
            [
              lead.id,
              danishTime(lead.receivedAt),
              leadLabels.forms[lead.form],
              'Status',
              leadLabels.statuses[lead.status],
            ],
            [lead.id, danishTime(lead.receivedAt), leadLabels.forms[lead.form], 'Note', lead.note],
            ...lead.files.map((file) => [
              lead.id,
              danishTime(lead.receivedAt),
              leadLabels.forms[lead.form],
              'Fil',
              file.filename,
            ]),
            [
              lead.id,
              danishTime(lead.receivedAt),
              leadLabels.forms[lead.form],
              'Slettes',
              danishTime(lead.deleteAt),
            ],
          ]),
        ),
        200,
        { 'Content-Type': CSV_TYPE, 'Content-Disposition': attachmentNamed('persondata.csv') },
      );
    return c.json({ person: who, exportedAt: now().toISOString(), leads }, 200, {
      'Content-Disposition': attachmentNamed('persondata.json'),
    });
  });

  app.delete('/export', async (c) => {
    const who = personOf(c);
    if (!who) return fail(c, 400, messages.person);
    const deleted = await store.erase(who);
    await audit(c, 'erase-person', null, `${masked(who)}: ${deleted.length} henvendelser`);
    return c.json({ deleted: deleted.length });
  });

  app.get('/:id', async (c) => {
    const id = c.req.param('id');
    const lead = UUID.test(id) ? await store.get(id) : undefined;
    if (!lead) return fail(c, 404, messages.notFound);
    await audit(c, 'read', id);
    return c.json(await withLinks(lead));
  });

  app.patch(
    '/:id',
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => fail(c, 400, messages.badChange) }),
    async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) return fail(c, 404, messages.notFound);
      const parsed = changeSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) return fail(c, 400, messages.badChange);
      if (!(await store.update(id, parsed.data))) return fail(c, 404, messages.notFound);
      const what = [
        parsed.data.status ? `status: ${leadLabels.statuses[parsed.data.status]}` : '',
        parsed.data.note !== undefined ? 'note' : '',
        parsed.data.read !== undefined ? (parsed.data.read ? 'læst' : 'ulæst') : '',
      ].filter(Boolean);
      // Opening a lead marks it read; that is not a change worth a line of its own.
      if (what.some((item) => item !== 'læst')) await audit(c, 'update', id, what.join(', '));
      const lead = await store.get(id);
      return lead ? c.json(await withLinks(lead)) : fail(c, 404, messages.notFound);
    },
  );

  app.post('/:id/resend', async (c) => {
    const id = c.req.param('id');
    const outcome = UUID.test(id) ? await store.resend(id, now()) : 'not-found';
    if (outcome === 'not-found') return fail(c, 404, messages.notFound);
    if (outcome === 'not-given-up') return fail(c, 409, messages.notGivenUp);
    await audit(c, 'resend', id);
    deps.afterResend?.();
    return c.json({ queued: true }, 202);
  });

  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    if (!(UUID.test(id) && (await store.remove(id)))) return fail(c, 404, messages.notFound);
    await audit(c, 'delete', id);
    return c.json({ deleted: 1 });
  });

  app.notFound((c) => fail(c, 404, messages.notFound));

  return (request: Request) => Promise.resolve(app.fetch(request));
}
