-- Issue 51 (decision 055): every lead carries the site's promise, and where it came from.
--
-- `call_due_at` / `quote_due_at`: when the company promised to call (contact and quote) and to send the
-- quote (quote only), fixed by send-email when it stores the lead (CALLBACK_PROMISE_MINUTES,
-- QUOTE_PROMISE_MINUTES); null where the form promises none (the job application). `*_kept_at`: when a
-- status ended the promise (the `leads` function sets it once, never later, never back to null).
-- `*_reminded_at`: when the scheduled run claimed the promise's one reminder e-mail. `source`: the page
-- the lead was sent from, its campaign parameters and the site the visitor came from ({ path, utmSource,
-- utmMedium, utmCampaign, referrerHost }), null for leads stored before this change.
alter table public.form_submissions
  add column if not exists call_due_at timestamptz,
  add column if not exists quote_due_at timestamptz,
  add column if not exists call_kept_at timestamptz,
  add column if not exists quote_kept_at timestamptz,
  add column if not exists call_reminded_at timestamptz,
  add column if not exists quote_reminded_at timestamptz,
  add column if not exists source jsonb;

-- The leads stored before: due from when they came in, with the variables' defaults (1440 and 2880
-- minutes). A status that already ended a promise ended it when the audit log shows it was set (else now).
update public.form_submissions s set
  call_due_at = s.created_at + interval '1440 minutes',
  quote_due_at = case when s.form_type = 'quote' then s.created_at + interval '2880 minutes' end
where s.form_type in ('contact', 'quote') and s.call_due_at is null;

update public.form_submissions s set
  call_kept_at = case when s.work_status in ('answered', 'quote_sent', 'won', 'lost', 'spam') then coalesce(
    (select min(a.at) from public.lead_audit a where a.lead_id = s.id and a.action = 'update'
      and a.subject ~ 'status: (Besvaret|Tilbud sendt|Vundet|Tabt|Spam)'), now()) end,
  quote_kept_at = case when s.quote_due_at is not null and s.work_status in ('quote_sent', 'won', 'lost', 'spam')
    then coalesce((select min(a.at) from public.lead_audit a where a.lead_id = s.id and a.action = 'update'
      and a.subject ~ 'status: (Tilbud sendt|Vundet|Tabt|Spam)'), now()) end
where s.call_due_at is not null and s.call_kept_at is null;

-- An old lead already past its promise gets no reminder now: the Studio shows it late. One still before
-- its end is reminded as any new lead is.
update public.form_submissions set call_reminded_at = now()
where call_due_at < now() and call_kept_at is null and call_reminded_at is null;
update public.form_submissions set quote_reminded_at = now()
where quote_due_at < now() and quote_kept_at is null and quote_reminded_at is null;

-- The earliest open promise of a lead (null when it has none open, and for spam): what `sort=due`
-- orders by and the overdue count compares with now.
alter table public.form_submissions
  add column if not exists next_due_at timestamptz generated always as (
    case when work_status = 'spam' then null
      else least(case when call_kept_at is null then call_due_at end,
        case when quote_kept_at is null then quote_due_at end) end
  ) stored;

create index if not exists form_submissions_next_due
  on public.form_submissions (next_due_at) where next_due_at is not null;

-- The reminder run's choice: open promises not yet reminded, by when they end.
create index if not exists form_submissions_call_reminder
  on public.form_submissions (call_due_at)
  where call_kept_at is null and call_reminded_at is null and work_status <> 'spam';
create index if not exists form_submissions_quote_reminder
  on public.form_submissions (quote_due_at)
  where quote_kept_at is null and quote_reminded_at is null and work_status <> 'spam';
