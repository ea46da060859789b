// Runs a function's Deno entry as Supabase's runtime does (test-support/deno-entry.ts), for the suite
// that tests the deployed entries and the bench that measures one under an Edge Function's memory.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const DENO = `${repoRoot}node_modules/deno/deno`;

/**
 * What Deno needs from this machine to fetch npm: packages: the registry, proxy and certificate
 * settings (a proxy's own authority is trusted through the system store), never the functions' variables.
 */
const machineEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined &&
      /^(PATH|HOME|.*PROXY|SSL_CERT_.*|DENO_CERT|NPM_CONFIG_REGISTRY)$/i.test(entry[0]),
  ),
);

export type Served = { url: string; process: ChildProcess; output: () => string };

/**
 * Starts `entry` under Deno with only `env` (plus where Deno keeps its cache) and waits until it
 * listens; `v8Flags` as Deno's `--v8-flags` (the bench caps the heap as the Edge runtime does).
 */
export function serveEntry(
  entry: string,
  env: Record<string, string>,
  v8Flags: string[] = [],
): Promise<Served> {
  const child = spawn(
    DENO,
    [
      'run',
      ...(v8Flags.length ? [`--v8-flags=${v8Flags.join(',')}`] : []),
      '--no-config',
      '--import-map=supabase/import_map.json',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      'functions/test-support/deno-entry.ts',
      entry,
    ],
    {
      cwd: repoRoot,
      env: {
        ...machineEnv,
        DENO_TLS_CA_STORE: 'mozilla,system',
        DENO_DIR: `${repoRoot}.data/deno`,
        NO_COLOR: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, process: child, output: () => output });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`deno ${entry} exited with ${code}:\n${output}`)));
  });
}

export async function stop(served: Served | undefined) {
  if (!served || served.process.exitCode !== null) return;
  const exited = new Promise((resolve) => served.process.once('exit', resolve));
  served.process.kill('SIGTERM');
  await exited;
}
