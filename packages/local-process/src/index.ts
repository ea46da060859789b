// What every local server's entry script shares: its port from the environment, a one-line failure that
// names what to change, and a clean stop on Ctrl-C or the stack's SIGTERM; and the owner's login code.

export { ensureLoginCode, ensureSecret, type LoginCode, ownerIdleLimitMs } from './login-code.ts';

type Closable = { close(): Promise<unknown> };

/** Ends the process with `<label>: <message>`: a local server's error is read at the terminal. */
export function fail(label: string, message: string): never {
  console.error(`${label}: ${message}`);
  process.exit(1);
}

/** The port in the variable `name` (`fallback` when it is unset), or a failure naming the variable. */
export function portFromEnv(label: string, name: string, fallback: number): number {
  const raw = process.env[name];
  const port = Number(raw ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    fail(label, `${name} must be a port number (0-65535), got "${raw}"`);
  }
  return port;
}

/** Starts a server; when it cannot start, ends the process saying why (which variable frees a taken port). */
export async function startOrFail<T>(
  label: string,
  start: () => Promise<T>,
  port?: { variable: string; value: number },
): Promise<T> {
  try {
    return await start();
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return fail(
      label,
      code === 'EADDRINUSE' && port
        ? `port ${port.value} is already in use; set ${port.variable} to another port`
        : `could not start: ${message ?? String(error)}`,
    );
  }
}

/** Closes the servers on SIGINT or SIGTERM, then exits (with 1 when one of them fails to close). */
export function closeOnSignals(...servers: Array<Closable | undefined>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      Promise.all(servers.map((server) => server?.close())).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
