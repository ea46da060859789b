-- Issue 50, point 7: a person is found and erased whole, and the audit log keeps nothing of them.
--
-- `phone_key` is a phone number as leads are compared by it: its digits, an international 00 dropped
-- (0037369123456 is +373 69 123 456), and Denmark's 45 dropped before eight digits, so 12345678,
-- 12 34 56 78, +45 12 34 56 78, 0045 12345678 and (+45) 12-34-56-78 are one number. A foreign number
-- keeps its country code; written without it (069 123 456) it is another key, never merged by guess.
create or replace function public.phone_key(phone text) returns text
language sql immutable strict parallel safe as $$
  select regexp_replace(regexp_replace(regexp_replace(phone, '\D', '', 'g'), '^00', ''), '^45(?=\d{8}$)', '')
$$;

revoke all on function public.phone_key(text) from public, anon, authenticated;

-- The audit log named the person an export or erasure was for, masked (a***@example.dk, ****5678); it
-- now names the leads by id. The old lines keep only how many leads there were.
update public.lead_audit
set subject = substring(subject from '(\d+ henvendelser)\s*$')
where action in ('export-person', 'erase-person');
