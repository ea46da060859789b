// Runs one of the stack's entry scripts (scripts/serve.ts, scripts/dev.ts) as `pnpm start` would, on the
// ports and folders a spec gives it, and stops it with every server it started.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');

export type StackScript = { output: () => string; stop(): Promise<void> };

/** A port nothing listens on now, for a server that takes its port from a variable. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(address)));
    });
  });
}

const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

/**
 * Starts `script` (relative to the repository) with `env` and waits for its ready line; `stop` waits
 * until every URL in `urls` has stopped answering, so the ports are free again.
 */
export async function startStackScript(
  script: string,
  env: NodeJS.ProcessEnv,
  urls: string[],
  timeoutMs: number,
): Promise<StackScript> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // A worker torn down after a timeout must not leave the stack holding its ports.
  const stopWithWorker = () => child.kill('SIGTERM');
  process.once('exit', stopWithWorker);
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`${script} did not start:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Press Ctrl+C to stop')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${script} exited (${code}):\n${output}`));
    });
  });
  return {
    output: () => output,
    async stop() {
      process.off('exit', stopWithWorker);
      child.kill('SIGTERM');
      await exited;
      // The servers are its children; the ports are free once they have gone too.
      for (const url of urls) while (await answers(url)) await new Promise((r) => setTimeout(r, 100));
    },
  };
}
