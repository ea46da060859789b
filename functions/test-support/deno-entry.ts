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
