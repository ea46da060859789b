-- Issue 49 (phone-quote): a quote's photos go up resumably, straight to Supabase Storage, into this
-- private bucket through signed upload URLs. Its limits are functions/_shared/quote-files-bucket.ts's
-- (FILE_LIMITS of @nordkyst/validation): 10 MiB a file and the form's file types; a test compares them.
-- Storage's own schema exists only on Supabase: the embedded PGlite and the plain PostgreSQL of the
-- pg-cron suite have none, and there this does nothing (the local storage server applies the same
-- limits from the TypeScript definition).
do $$
begin
  if to_regclass('storage.buckets') is null then
    return;
  end if;
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values (
    'quote-files',
    'quote-files',
    false,
    10485760,
    array[
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    ]
  )
  on conflict (id) do update set
    public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;
end
$$;
