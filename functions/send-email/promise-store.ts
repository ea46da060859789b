import type { FormType } from '@nordkyst/validation';
import { query, type Sql } from '../_shared/database.ts';

export type PromiseKind = 'call' | 'quote';

/** An open promise whose reminder is due: its lead as the reminder names it. */
export type DuePromise = {
  id: string;
  kind: PromiseKind;
  dueAt: Date;
  formType: FormType;
  fields: Record<string, unknown>;
  receivedAt: Date;
};

type Row = {
  id: string;
  kind: PromiseKind;
  due_at: Date;
  form_type: FormType;
  fields: Record<string, unknown>;
  created_at: Date;
};

/** The statements of the promise reminders (decision 055) on `public.form_submissions`. */
export function createPromiseStore(sql: Sql) {
  const columns = (kind: PromiseKind) => ({
    due: sql(`${kind}_due_at`),
    kept: sql(`${kind}_kept_at`),
    reminded: sql(`${kind}_reminded_at`),
  });

  /** One kind's open, unreminded promises ending by `by` (its partial index, form_submissions_*_reminder). */
  const open = (kind: PromiseKind, by: Date) => {
    const c = columns(kind);
    return sql`select id, ${kind}::text as kind, ${c.due} as due_at, form_type, fields, created_at
      from public.form_submissions
      where ${c.kept} is null and ${c.reminded} is null and work_status <> 'spam' and ${c.due} <= ${by}`;
  };

  return {
    /**
     * Open promises not yet reminded that end by `by` (now + PROMISE_REMINDER_MINUTES), those ending
     * first first, at most `limit`: also those already past their end. Spam, kept and erased leads have none.
     */
    async dueForReminder(by: Date, limit: number): Promise<DuePromise[]> {
      const rows = await query(
        () =>
          sql<
            Row[]
          >`(${open('call', by)}) union all (${open('quote', by)}) order by due_at, id limit ${limit}`,
      );
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        dueAt: new Date(row.due_at),
        formType: row.form_type,
        fields: row.fields,
        receivedAt: new Date(row.created_at),
      }));
    },

    /**
     * Claims a promise's one reminder at `at`, in one conditional statement: of two runs that reach it
     * together one gets it; none when the promise was kept, marked spam or its lead erased meanwhile.
     */
    async claim(id: string, kind: PromiseKind, at: Date): Promise<boolean> {
      const c = columns(kind);
      const rows = await query(
        () => sql`update public.form_submissions set ${c.reminded} = ${at}
          where id = ${id} and ${c.reminded} is null and ${c.kept} is null and work_status <> 'spam'
          returning id`,
      );
      return rows.length > 0;
    },

    /** Gives a claim made at `at` back (the provider refused the reminder: nothing went out). */
    async release(id: string, kind: PromiseKind, at: Date): Promise<void> {
      const c = columns(kind);
      await query(
        () =>
          sql`update public.form_submissions set ${c.reminded} = null where id = ${id} and ${c.reminded} = ${at}`,
      );
    },
  };
}

export type PromiseStore = ReturnType<typeof createPromiseStore>;
