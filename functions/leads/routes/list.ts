import { FORM_TYPES } from '@nordkyst/validation';
import type { Handler } from 'hono';
import { z } from 'zod';
import type { Clock } from '../../_shared/clock.ts';
import { danishTime } from '../../_shared/danish-time.ts';
import { collectWarnings, type OwnerWarningSource } from '../../_shared/owner-warnings.ts';
import type { Audit } from '../audit.ts';
import type { LeadsEnv } from '../context.ts';
import { attachmentNamed, CSV_TYPE, toCsv, wantsCsv } from '../csv.ts';
import { leadLabels } from '../labels.ts';
import { fail, leadsMessages } from '../messages.ts';
import { promiseCells, SOURCE_AND_PROMISE_COLUMNS, sourceCells } from '../promise-columns.ts';
import { LEAD_ORDERS, type LeadFilter, type LeadStore, type LeadSummary, WORK_STATUSES } from '../store.ts';

const PAGE_SIZE = 50;

const filterSchema = z.object({
  form: z.enum(FORM_TYPES).optional(),
  status: z.enum(WORK_STATUSES).optional(),
  q: z.string().max(200).optional(),
  unread: z.enum(['true', 'false']).optional(),
  sort: z.enum(LEAD_ORDERS).default('received'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(PAGE_SIZE),
});

function summaryCsv(leads: LeadSummary[]): string {
  return toCsv(
    [
      'Modtaget',
      'Formular',
      'Navn',
      'E-mail',
      'Telefon',
      'Status',
      'Læst',
      'Levering',
      'Slettes',
      ...SOURCE_AND_PROMISE_COLUMNS,
    ],
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
      ...promiseCells(lead),
      ...sourceCells(lead),
    ]),
  );
}

/**
 * `GET …/leads?form=&status=&q=&unread=&sort=&page=&pageSize=`: a page of leads with the owner's warnings
 * (each of `warnings` asked) and the count of overdue leads; with `Accept: text/csv` every lead the
 * filter finds, audited.
 */
export function listRoute(deps: {
  store: LeadStore;
  audit: Audit;
  clock: Clock;
  warnings: readonly OwnerWarningSource[];
}): Handler<LeadsEnv> {
  const { store, audit } = deps;
  return async (c) => {
    const parsed = filterSchema.safeParse(c.req.query());
    if (!parsed.success) return fail(c, 400, leadsMessages.badFilter);
    const { form, status, q, unread, sort, page, pageSize } = parsed.data;
    const filter: LeadFilter = { form, status, search: q, unread: unread === 'true' };
    if (wantsCsv(c)) {
      const leads = await store.all(filter, sort);
      await audit.reading(c, 'export-list', null, `${leads.length} henvendelser`);
      return c.body(summaryCsv(leads), 200, {
        'Content-Type': CSV_TYPE,
        'Content-Disposition': attachmentNamed('henvendelser.csv'),
      });
    }
    const [result, retention, warnings] = await Promise.all([
      store.list(
        filter,
        { offset: (page - 1) * pageSize, limit: pageSize },
        sort,
        new Date(deps.clock.now()),
      ),
      store.retention(),
      collectWarnings(deps.warnings),
    ]);
    return c.json({ ...result, page, pageSize, labels: leadLabels, retention, warnings });
  };
}
