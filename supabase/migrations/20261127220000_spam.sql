-- Issue 42, point 3 (decision 047): a submission from a client over its daily limit, or whose text was
-- sent again and again, is stored as spam: status 'spam', why in `spam_reason` ('daily-limit' or
-- 'repeated-text'), no e-mail sent, no file kept. `text_hash` is the keyed hash of its free text
-- (who sent it left out), counted over 24 hours to find repeats.
alter table public.form_submissions drop constraint if exists form_submissions_status_check;
alter table public.form_submissions add constraint form_submissions_status_check
  check (status in ('pending', 'sent', 'failed', 'handled', 'spam'));
alter table public.form_submissions add column if not exists spam_reason text
  check (spam_reason in ('daily-limit', 'repeated-text'));
alter table public.form_submissions add column if not exists text_hash text;
create index if not exists form_submissions_text on public.form_submissions (text_hash, created_at)
  where text_hash is not null;
