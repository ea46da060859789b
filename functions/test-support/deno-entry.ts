// Runs a function's Deno entry (`deno run … deno-entry.ts <entry>`) as Supabase's runtime does, on a
// port the system picks instead of Deno.serve's default 8000, and prints `listening <port>` once it
// listens. The entry itself, its imports and their resolution through the import map are unchanged.
const serve = Deno.serve;
Deno.serve = ((handler: Deno.ServeHandler) =>
  serve(
    { port: 0, hostname: '127.0.0.1', onListen: ({ port }) => console.log(`listening ${port}`) },
    handler,
  )) as typeof Deno.serve;

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
