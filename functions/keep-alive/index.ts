// Supabase Edge Function entry (Deno).
import { systemClock } from '../_shared/clock.ts';
import { loadConfig } from '../_shared/config.ts';
import { createKeepAliveHandler } from './handler.ts';

const config = loadConfig(Deno.env.toObject());

// Supabase sets these in every Edge Function. A call through the project's REST API (PostgREST) to
// `public.keep_alive()`, the one thing the public key may run, counts as database activity, so a free
// project is not paused; the service-role key, which bypasses row-level security, is not needed.
const projectUrl = Deno.env.get('SUPABASE_URL');
const anonKey = Deno.env.get('SUPABASE_ANON_KEY');

async function touchBackend(): Promise<void> {
  const response = await fetch(`${projectUrl}/rest/v1/rpc/keep_alive`, {
    method: 'POST',
    headers: {
      apikey: anonKey ?? '',
      Authorization: `Bearer ${anonKey}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
    signal: AbortSignal.timeout(2000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`REST API answered ${response.status}`);
}

const handler = createKeepAliveHandler({
  config,
  clock: systemClock,
  ...(projectUrl && anonKey ? { touchBackend } : {}),
});

Deno.serve((request) => handler(request));
