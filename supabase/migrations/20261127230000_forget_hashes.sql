-- Issue 42 (decisions 046 and 047): the keyed hashes a submission keeps for the abuse rules are kept
-- only while a rule reads them: `text_hash` for the 24 hours repeats are counted over, `client_hash`
-- while the submission still has stored files (the client's share of the file store). Retention per
-- form otherwise, as 20261127100000_owner_leads.sql set it (a lead stored as spam gets the work status
-- 'spam' too, so it goes after spam's period unless the owner says otherwise).
create or replace function public.apply_retention(
  now_at timestamptz default now(),
  rate_window interval default interval '1 day'
) returns table (submissions bigint, challenges bigint, rate_windows bigint)
language plpgsql as $$
begin
  delete from public.submission_attachments a
  using public.form_submissions s
  where a.submission_id = s.id
    and (s.files_expire_at < now_at or (s.status in ('failed', 'handled') and s.notification_id is null));
  delete from public.form_submissions s
  using public.lead_retention r
  where r.kind = case when s.work_status = 'spam' then 'spam' else s.form_type end
    and s.created_at < now_at - r.keep;
  get diagnostics submissions = row_count;
  update public.form_submissions set text_hash = null
  where text_hash is not null and created_at < now_at - interval '1 day';
  update public.form_submissions s set client_hash = null
  where s.client_hash is not null
    and not exists (select from public.submission_attachments a where a.submission_id = s.id);
  delete from public.used_challenges where expires_at < now_at;
  get diagnostics challenges = row_count;
  delete from public.rate_limit_windows where window_start < now_at - rate_window;
  get diagnostics rate_windows = row_count;
  delete from public.lead_audit where at < now_at - interval '2 years';
  return next;
end;
$$;

revoke all on function public.apply_retention(timestamptz, interval) from public, anon, authenticated;
