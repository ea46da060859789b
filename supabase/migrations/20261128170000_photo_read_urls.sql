-- A photo's signed read URL, kept from the first e-mail that links it: every attempt of that e-mail (and
-- of its follow-up) names the same URL, so a retry under the same Idempotency-Key is the same request.
-- Resend answers a key it sent with another payload 409 `invalid_idempotent_request`, which would give a
-- delivered lead up when the answer to its first attempt was lost. Valid until the lead's files expire;
-- it goes with its row.
alter table public.upload_files add column if not exists read_url text;
