// Runs a function's Deno entry (`deno run … deno-entry.ts <entry>`) as Supabase's runtime does, on a
// port the system picks instead of Deno.serve's default 8000, and prints `listening <port>` once it
// listens. The entry itself, its imports and their resolution through the import map are unchanged.
const serve = Deno.serve;
Deno.serve = ((handler: Deno.ServeHandler) =>
  serve(
    { port: 0, hostname: '127.0.0.1', onListen: ({ port }) => console.log(`listening ${port}`) },
    handler,
  )) as typeof Deno.serve;

// Browsers resolve `*.localhost` to this machine; Deno's resolver does not. The suite's stand-in of
// Sanity's API learns the project's host name from X-Forwarded-Host (Deno sends no Host of its own).
if (Deno.env.get('RESOLVE_LOCALHOST_SUBDOMAINS') === 'true') {
  const original = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (!url.hostname.endsWith('.localhost')) return original(input, init);
    const headers = new Headers(init?.headers);
    headers.set('X-Forwarded-Host', url.host);
    url.hostname = '127.0.0.1';
    return original(url, { ...init, headers });
  }) as typeof fetch;
}

const [entry] = Deno.args;
if (!entry) throw new Error('usage: deno-entry.ts <path of a function entry>');
await import(new URL(entry, `file://${Deno.cwd()}/`).href);

// The bench's view of the isolate's memory: JS heap and external buffers (what an Edge Function's
// 256 MB limit counts), sampled every 5 ms; the peak is printed when the process is told to stop.
if (Deno.env.get('SAMPLE_ISOLATE_MEMORY') === 'true') {
  let peak = 0;
  setInterval(() => {
    const memory = Deno.memoryUsage();
    peak = Math.max(peak, memory.heapUsed + memory.external);
  }, 5);
  Deno.addSignalListener('SIGTERM', () => {
    console.log(`isolate peak ${(peak / 2 ** 20).toFixed(1)} MiB`);
    Deno.exit(0);
  });
}
