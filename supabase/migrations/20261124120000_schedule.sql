-- The schedule that keeps leads moving on Supabase, in code instead of a paste (decision 022):
--   send-email-retry      every minute: POST <send-email URL>/retry with the retry secret (pg_net), one
--                         bounded run of due deliveries;
--   submission-retention  every hour: public.apply_retention(), in the database itself, so the privacy
--                         policy's 30 days hold even when the function or the e-mail provider is down;
--   cron-history-purge    every night: pg_cron's run log older than a week.
-- The function's URL and the secret are read from Supabase Vault when each job runs, so neither is
-- written into cron.job or cron.job_run_details. They are stored once per project (docs/DEPLOY.md:
-- `pnpm schedule:secrets`); until then the retry job's post fails and the health check says so.
-- cron.schedule replaces a job of the same name, so running this again changes nothing. Where pg_cron
-- does not exist (the embedded PGlite of the local stack) nothing is scheduled: the local runner's
-- scheduler makes the same calls (functions/local/scheduler.ts).
do $migration$
begin
  if not exists (select from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not available: no schedule here';
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  -- Supabase's HTTP client; where it is not installable a stand-in `net` schema must exist (tests).
  if exists (select from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;

  perform cron.schedule('send-email-retry', '* * * * *', $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'send_email_url') || '/retry',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (
          select decrypted_secret from vault.decrypted_secrets where name = 'send_email_retry_secret'
        )
      ),
      body := '{}'::jsonb,
      timeout_milliseconds := 90000
    )
  $job$);
  perform cron.schedule('submission-retention', '17 * * * *', 'select public.apply_retention()');
  perform cron.schedule('cron-history-purge', '23 3 * * *', $job$
    delete from cron.job_run_details where end_time < now() - interval '7 days'
  $job$);
end
$migration$;
