// Names what listens on a TCP port, for the start command's message when a port is taken by a server
// that is not this checkout's own (decision 049): `ss` on Linux, `lsof` elsewhere; a process of another
// account shows only as such (neither tool names it without root).
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function output(command: string, args: string[]): Promise<string | undefined> {
  try {
    return (await run(command, args, { timeout: 2000 })).stdout;
  } catch (error) {
    // lsof ends with 1 when it finds nothing it may show.
    return (error as { stdout?: string }).stdout || undefined;
  }
}

/** The command line of a process, as `/proc` has it (Linux), else the name the tool gave. */
async function commandOf(pid: string, name: string): Promise<string> {
  const line = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  const command = line.split('\0').filter(Boolean).join(' ') || name;
  return command.length > 160 ? `${command.slice(0, 157)}...` : command;
}

/** "process 1234 (node …/main.ts)", "a process of another account", or "a program this command cannot name". */
export async function portHolder(port: number): Promise<string> {
  const ss = await output('ss', ['-Hltnp', `sport = :${port}`]);
  const fromSs = ss && /users:\(\("([^"]+)",pid=(\d+)/.exec(ss);
  if (fromSs?.[1] && fromSs[2]) return `process ${fromSs[2]} (${await commandOf(fromSs[2], fromSs[1])})`;
  if (ss?.trim()) return 'a process of another account';
  const lsof = await output('lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-Fpc']);
  const fromLsof = lsof && /^p(\d+)\nc(.+)$/m.exec(lsof);
  if (fromLsof?.[1] && fromLsof[2])
    return `process ${fromLsof[1]} (${await commandOf(fromLsof[1], fromLsof[2])})`;
  return "a program this command cannot name (another account's, or one `ss` and `lsof` do not show)";
}
