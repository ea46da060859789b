import { query, type Sql } from '../_shared/database.ts';
import { createKeyedHash } from '../_shared/keyed-hash.ts';

/** The window in which one address receives at most `limit` confirmations. */
export const CONFIRMATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Providers whose other spellings of a name reach the same inbox: the domain they all mean, and the
 * characters of the name the provider ignores. Only what each provider documents; elsewhere a dot is
 * part of the name.
 */
const PROVIDERS: { domains: readonly string[]; domain: string; ignored?: RegExp; tag?: RegExp }[] = [
  // Gmail: dots are ignored; googlemail.com is the same account.
  { domains: ['gmail.com', 'googlemail.com'], domain: 'gmail.com', ignored: /\./g },
  // Proton: dots, hyphens and underscores are ignored; its domains are one account.
  {
    domains: ['proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me'],
    domain: 'proton.me',
    ignored: /[._-]/g,
  },
  // iCloud: me.com and mac.com are aliases of the same address.
  { domains: ['icloud.com', 'me.com', 'mac.com'], domain: 'icloud.com' },
  // Yahoo: disposable addresses are `name-keyword`.
  { domains: ['yahoo.com', 'yahoo.dk', 'ymail.com'], domain: 'yahoo.com', tag: /-.*$/ },
];

/**
 * The mailbox an address reaches, as one form: case, surrounding space and a `+tag` make no other
 * recipient, nor do the spellings a provider folds (PROVIDERS: Gmail's dots and googlemail.com,
 * Proton's dots, hyphens and underscores, iCloud's me.com and mac.com, Yahoo's `-keyword`), nor
 * Fastmail's `anything@name.fastmail.com`.
 */
export function normalisedRecipient(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  let local = trimmed.slice(0, at).replace(/\+.*$/, '');
  let domain = trimmed.slice(at + 1);
  const fastmail = /^([^.]+)\.fastmail\.com$/.exec(domain);
  if (fastmail?.[1]) [local, domain] = [fastmail[1], 'fastmail.com'];
  const provider = PROVIDERS.find((p) => p.domains.includes(domain));
  if (provider) {
    if (provider.tag) local = local.replace(provider.tag, '');
    if (provider.ignored) local = local.replace(provider.ignored, '');
    domain = provider.domain;
  }
  return `${local}@${domain}`;
}

/**
 * At most `limit` confirmation e-mails per recipient in 24 hours, counted in Postgres
 * (`public.confirmation_recipients`, under the mailbox's keyed hash with `secret`) so every function instance
 * shares the count. A submission that
 * claimed a confirmation before (its retry) keeps it without counting again.
 */
export function createConfirmationLimit(sql: Sql, limit: number, secret: string) {
  const hash = createKeyedHash(secret, 'confirmation-recipient');
  return {
    /** Whether submission `submissionId` may send its confirmation to `recipient` now. */
    async claim(recipient: string, submissionId: string, now: Date): Promise<boolean> {
      if (limit <= 0) return false;
      const since = new Date(now.getTime() - CONFIRMATION_WINDOW_MS);
      const recipientHash = await hash(normalisedRecipient(recipient));
      // The update keeps the entries of the last 24 hours and appends this one, only while fewer
      // than `limit` are left; ON CONFLICT locks the row, so concurrent claims are counted in turn.
      const [claimed] = await query(
        () => sql<{ held: boolean }[]>`
          insert into public.confirmation_recipients as r (recipient_hash, submission_ids, sent_at)
          values (${recipientHash}, array[${submissionId}::uuid], array[${now}::timestamptz])
          on conflict (recipient_hash) do update set
            submission_ids = array(
              select x.id from unnest(r.submission_ids, r.sent_at) as x(id, at) where x.at > ${since}
            ) || ${submissionId}::uuid,
            sent_at = array(
              select x.at from unnest(r.submission_ids, r.sent_at) as x(id, at) where x.at > ${since}
            ) || ${now}::timestamptz
          where ${submissionId}::uuid <> all(r.submission_ids)
            and (select count(*) from unnest(r.sent_at) as t(at) where t.at > ${since}) < ${limit}
          returning true as held`,
      );
      if (claimed) return true;
      const [earlier] = await query(
        () => sql<{ held: boolean }[]>`
          select ${submissionId}::uuid = any(submission_ids) as held
          from public.confirmation_recipients
          where recipient_hash = ${recipientHash}`,
      );
      return earlier?.held === true;
    },

    /** Forgets addresses that had no confirmation in the last 24 hours (the retention sweep). */
    async purge(now: Date): Promise<number> {
      const since = new Date(now.getTime() - CONFIRMATION_WINDOW_MS);
      const deleted = await query(
        () => sql`delete from public.confirmation_recipients
          where sent_at[cardinality(sent_at)] <= ${since}`,
      );
      return deleted.count;
    },
  };
}

export type ConfirmationLimit = ReturnType<typeof createConfirmationLimit>;
