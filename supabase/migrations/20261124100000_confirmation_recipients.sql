-- The confirmation e-mail goes to whatever address a form names, so the number of confirmations one
-- address receives is capped (CONFIRMATIONS_PER_RECIPIENT in 24 hours), counted here by every function
-- instance whatever the per-client rate limit says. One row per address, kept as the SHA-256 of the
-- normalised address (trimmed, lower case), never the address itself; the submissions that had a
-- confirmation within the last day and when, so a retry of the same submission is not counted twice.
-- The upsert that claims a confirmation locks the row, so concurrent claims cannot overshoot the cap.

create table if not exists public.confirmation_recipients (
  recipient_hash text primary key,
  submission_ids uuid[] not null,
  sent_at timestamptz[] not null,
  check (cardinality(submission_ids) = cardinality(sent_at))
);

alter table public.confirmation_recipients enable row level security;

revoke all on public.confirmation_recipients from anon, authenticated;
