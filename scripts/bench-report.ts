// Runs a bench that prints its figures and keeps them: what it printed goes to the terminal and to
// `.data/bench/<name>.md` with when and where it ran, so the README links to figures, not copies of them.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { repoRoot } from './stack.ts';
import { ansi } from './test.ts';

export const benchDir = resolve(repoRoot, '.data/bench');

/** The report of one bench run: a heading, the machine, and the bench's own output. */
export function benchReport(name: string, output: string, at: Date, code: number): string {
  const cpu = cpus();
  return [
    `# Bench: ${name}`,
    '',
    `Run ${at.toISOString()} on ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}` +
      ` (\`pnpm bench ${name}\`)${code === 0 ? '' : `; exited with code ${code}`}.`,
    '',
    '```text',
    output.replace(ansi, '').trimEnd(),
    '```',
    '',
  ].join('\n');
}

export async function runReported(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<number> {
  const at = new Date();
  const chunks: Buffer[] = [];
  const code = await new Promise<number>((resolveCode) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: ['inherit', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      chunks.push(chunk);
    });
    child.on('exit', (exitCode, signal) => resolveCode(exitCode ?? (signal ? 1 : 0)));
  });
  await mkdir(benchDir, { recursive: true });
  const file = resolve(benchDir, `${name}.md`);
  await writeFile(file, benchReport(name, Buffer.concat(chunks).toString('utf8'), at, code));
  console.log(`Report: ${file}`);
  return code;
}
