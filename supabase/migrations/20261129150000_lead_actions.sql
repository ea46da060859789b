-- Issue 56 (decision 062): the owner's one-tap actions from the company's e-mails. Each works once per
-- lead and action: the row is the proof it was used (a second tap, or a copy of the link, is answered
-- "already done" and changes nothing). Gone with the lead, so retention and erasure need nothing more;
-- at most two rows a lead.
create table if not exists public.lead_action_uses (
  lead_id uuid not null references public.form_submissions (id) on delete cascade,
  action text not null check (action in ('called', 'quote-sent')),
  used_at timestamptz not null,
  primary key (lead_id, action)
);

alter table public.lead_action_uses enable row level security;
revoke all on public.lead_action_uses from anon, authenticated;
