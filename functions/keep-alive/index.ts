// Supabase Edge Function entry (Deno).
import { systemClock } from '../_shared/clock.ts';
import { loadConfig } from '../_shared/config.ts';
import { createKeepAliveHandler } from './handler.ts';

const config = loadConfig(Deno.env.toObject());

// Supabase sets these in every Edge Function. A request to the project's REST API (PostgREST, which
// reads the database) counts as activity, so a free project is not paused for inactivity.
const projectUrl = Deno.env.get('SUPABASE_URL');
const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');

async function touchBackend(): Promise<void> {
  const response = await fetch(`${projectUrl}/rest/v1/`, {
    headers: { apikey: serviceKey ?? '', Authorization: `Bearer ${serviceKey}` },
    signal: AbortSignal.timeout(2000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`REST API answered ${response.status}`);
}

const handler = createKeepAliveHandler({
  config,
  clock: systemClock,
  ...(projectUrl && serviceKey ? { touchBackend } : {}),
});

Deno.serve((request) => handler(request));
