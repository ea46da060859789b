import type { Handler } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import { danishTime } from '../../_shared/danish-time.ts';
import { type Audit, leadsNamed } from '../audit.ts';
import type { LeadsEnv } from '../context.ts';
import { attachmentNamed, CSV_TYPE, toCsv, wantsCsv } from '../csv.ts';
import { leadLabels } from '../labels.ts';
import type { LeadView, ViewedLead } from '../lead-view.ts';
import { fail, leadsMessages } from '../messages.ts';
import { personOf } from '../person.ts';
import { promiseCells, SOURCE_AND_PROMISE_COLUMNS, sourceCells } from '../promise-columns.ts';
import type { LeadStore } from '../store.ts';

/** Every lead of a person, one line per field, status, promise, source, note, file and deletion date. */
function personCsv(leads: ViewedLead[]): string {
  return toCsv(
    ['Henvendelse', 'Modtaget', 'Formular', 'Felt', 'Værdi'],
    leads.flatMap((lead) => {
      const line = (label: string, value: string) => [
        lead.id,
        danishTime(lead.receivedAt),
        leadLabels.forms[lead.form],
        label,
        value,
      ];
      const cells = [...promiseCells(lead), ...sourceCells(lead)];
      return [
        ...lead.rows.map((row) => line(row.label, row.value)),
        line('Status', leadLabels.statuses[lead.status]),
        ...SOURCE_AND_PROMISE_COLUMNS.map((label, index) => line(label, cells[index] ?? '')),
        line('Note', lead.note),
        ...lead.files.map((file) => line('Fil', file.filename)),
        line('Slettes', danishTime(lead.deleteAt)),
      ];
    }),
  );
}

/**
 * `GET …/leads/export?email=&phone=`: everything held about a person (GDPR article 15), as JSON or with
 * `Accept: text/csv` as CSV; the audit log names the leads, not the person.
 */
export function exportPersonRoute(deps: {
  store: LeadStore;
  audit: Audit;
  leadView: LeadView;
  clock: Clock;
}): Handler<LeadsEnv> {
  return async (c) => {
    const who = personOf(c);
    if (!who) return fail(c, 400, leadsMessages.person);
    const leads = await Promise.all((await deps.store.ofPerson(who)).map(deps.leadView));
    const warnings = await deps.audit.reading(
      c,
      'export-person',
      null,
      leadsNamed(leads.map((lead) => lead.id)),
    );
    if (wantsCsv(c))
      return c.body(personCsv(leads), 200, {
        'Content-Type': CSV_TYPE,
        'Content-Disposition': attachmentNamed('persondata.csv'),
      });
    const exportedAt = new Date(deps.clock.now()).toISOString();
    return c.json({ person: who, exportedAt, leads, warnings }, 200, {
      'Content-Disposition': attachmentNamed('persondata.json'),
    });
  };
}
