import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';

const entry = new URL('./index.ts', import.meta.url).href;

/** Runs a small entry script using this module, as a local server's main.ts would. */
function script(body: string): string[] {
  return ['--input-type=module', '-e', `import * as local from ${JSON.stringify(entry)};\n${body}`];
}

describe('portFromEnv', () => {
  it('reads the variable, or the fallback when it is unset', () => {
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, script('console.log(local.portFromEnv("test", "TEST_PORT", 4000));'), {
        encoding: 'utf8',
        env: { ...process.env, ...env },
      }).stdout.trim();
    expect(run({ TEST_PORT: '4321' })).toBe('4321');
    expect(run({})).toBe('4000');
  });

  it.each(['http', '70000', '12.5', '-1'])('refuses %s, naming the variable', (value) => {
    const child = spawnSync(process.execPath, script('local.portFromEnv("test", "TEST_PORT", 4000);'), {
      encoding: 'utf8',
      env: { ...process.env, TEST_PORT: value },
    });
    expect(child.status).toBe(1);
    expect(child.stderr.trim()).toBe(`test: TEST_PORT must be a port number (0-65535), got "${value}"`);
  });
});

describe('startOrFail', () => {
  it('names the variable that frees a port in use', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const { port } = taken.address() as { port: number };
    try {
      const child = spawnSync(
        process.execPath,
        script(`
          import { createServer } from 'node:net';
          await local.startOrFail('test', () => new Promise((resolve, reject) => {
            const server = createServer().listen(${port}, '127.0.0.1', () => resolve(server));
            server.once('error', reject);
          }), { variable: 'TEST_PORT', value: ${port} });`),
        { encoding: 'utf8' },
      );
      expect(child.status).toBe(1);
      expect(child.stderr.trim()).toBe(`test: port ${port} is already in use; set TEST_PORT to another port`);
    } finally {
      taken.close();
    }
  });

  it('says why any other start failed', () => {
    const child = spawnSync(
      process.execPath,
      script(`await local.startOrFail('test', async () => { throw new Error('no migrations'); });`),
      { encoding: 'utf8' },
    );
    expect(child.status).toBe(1);
    expect(child.stderr.trim()).toBe('test: could not start: no migrations');
  });
});

describe('closeOnSignals', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)('closes every server on %s and exits cleanly', async (signal) => {
    const child = spawn(
      process.execPath,
      script(`
        const server = (name) => ({ close: async () => console.log('closed ' + name) });
        local.closeOnSignals(server('a'), undefined, server('b'));
        console.log('ready');
        setInterval(() => {}, 1000);`),
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const ready = !output.includes('ready') && `${output}${chunk}`.includes('ready');
      output += chunk;
      if (ready) child.kill(signal);
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(output.split('\n').filter(Boolean).sort()).toEqual(['closed a', 'closed b', 'ready']);
  });
});
