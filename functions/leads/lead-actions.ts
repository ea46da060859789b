import type { FormType } from '@nordkyst/validation';
import { query, type Sql } from '../_shared/database.ts';
import { type LeadAction, leadActionText } from '../_shared/lead-action-link.ts';
import type { WorkStatus } from './lead-row.ts';

/** Who the audit log names for an action taken from an e-mail: the owner, who alone receives it. */
export const EMAIL_ACTOR = { userId: 'email-link', userName: 'Ejeren (knap i e-mail)' } as const;

/**
 * What each action sets: the status it moves a lead to, from the statuses before it in the work's order
 * (a lead already further on, Tilbud sendt or Vundet, keeps its status), and the promises it keeps.
 */
const EFFECT: Readonly<
  Record<LeadAction, { to: WorkStatus; from: readonly WorkStatus[]; keepsQuote: boolean }>
> = {
  called: { to: 'answered', from: ['new'], keepsQuote: false },
  'quote-sent': { to: 'quote_sent', from: ['new', 'answered'], keepsQuote: true },
};

/** The lead an action names, as its confirmation page shows it, and when the action was used, if it was. */
export type ActionLead = { name: string; formType: FormType; usedAt: Date | null };

type Row = { name: string; form_type: FormType; used_at: Date | null; done?: boolean };

// The contact and quote forms' name, or the job application's first and last name.
const NAME = `coalesce(nullif(s.fields->>'name', ''),
  nullif(trim(concat_ws(' ', s.fields->>'firstName', s.fields->>'lastName')), ''), 'afsenderen')`;

/**
 * The one-tap actions from the company's e-mails (issue 56, decision 062), on the lead a checked link
 * names: what the page shows before the tap, and the tap itself, which works once per lead and action.
 */
export function createLeadActions(sql: Sql) {
  const name = sql.unsafe(NAME);
  /** The lead's name and form and the action's earlier use: the columns and rows both statements read. */
  const leadWithUse = (leadId: string, action: LeadAction) => sql`${name} as name, s.form_type, u.used_at
    from public.form_submissions s
    left join public.lead_action_uses u on u.lead_id = s.id and u.action = ${action}
    where s.id = ${leadId}`;
  return {
    /** The lead and whether the action was used; undefined when the lead is gone (deleted, past retention). */
    async preview(leadId: string, action: LeadAction): Promise<ActionLead | undefined> {
      const [row] = await query(() => sql<Row[]>`select ${leadWithUse(leadId, action)}`);
      return row && { name: row.name, formType: row.form_type, usedAt: row.used_at };
    },

    /**
     * Takes the action at `now` in one statement: records its use, sets the status and the promises it
     * keeps, and writes the owner's line in the audit log. Answers the lead and whether this tap did it
     * (`done`; false when it had been used: nothing changed), or undefined when the lead is gone.
     */
    async act(
      leadId: string,
      action: LeadAction,
      now: Date,
    ): Promise<{ lead: ActionLead; done: boolean } | undefined> {
      const effect = EFFECT[action];
      const [row] = await query(
        () => sql<Row[]>`
          with used as (
            insert into public.lead_action_uses (lead_id, action, used_at)
            select id, ${action}, ${now} from public.form_submissions where id = ${leadId}
            on conflict (lead_id, action) do nothing
            returning lead_id
          ), acted as (
            update public.form_submissions s set
              work_status = case when s.work_status = any(${effect.from as string[]}::text[])
                then ${effect.to} else s.work_status end,
              call_kept_at = case when s.call_due_at is not null then coalesce(s.call_kept_at, ${now})
                else s.call_kept_at end,
              quote_kept_at = case when ${effect.keepsQuote} and s.quote_due_at is not null
                then coalesce(s.quote_kept_at, ${now}) else s.quote_kept_at end
            from used where s.id = used.lead_id
            returning s.id
          ), audited as (
            insert into public.lead_audit (at, user_id, user_name, action, lead_id, subject)
            select ${now}, ${EMAIL_ACTOR.userId}, ${EMAIL_ACTOR.userName}, 'update', id, ${leadActionText[action]}
            from acted
          )
          select exists (select from used) as done, ${leadWithUse(leadId, action)}`,
      );
      if (!row) return undefined;
      // The statement's snapshot does not see the row its own insert wrote, so this tap's use is `now`.
      return {
        lead: { name: row.name, formType: row.form_type, usedAt: row.done === true ? now : row.used_at },
        done: row.done === true,
      };
    },
  };
}

export type LeadActions = ReturnType<typeof createLeadActions>;
