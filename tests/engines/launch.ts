// Starts Debian's WebKit and Firefox for the behaviour specs: WebKitWebDriver (with its MiniBrowser) on
// a virtual display, and Firefox ESR headless with its WebDriver BiDi server. Playwright's own WebKit and
// Firefox builds cannot be downloaded here (docs/decisions/038-three-engines.md).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, globSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../e2e/support/stack-script.ts';
import { bidiVisitor } from './bidi-visitor.ts';
import { classicVisitor } from './classic-visitor.ts';
import type { Visitor } from './visitor.ts';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** WebKitGTK's MiniBrowser, the browser WebKitWebDriver automates (in the libwebkit2gtk package). */
export function miniBrowserPath(): string | undefined {
  return globSync('/usr/lib/*/webkit2gtk-4.*/MiniBrowser').sort().at(-1);
}

/** Waits for a line of the process's output to match, or fails when it exits or the time passes. */
function outputMatching(
  child: ChildProcess,
  pattern: RegExp,
  what: string,
  timeoutMs = 30_000,
): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`${what} did not start within ${timeoutMs / 1000} s: ${seen}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      seen = `${seen}${chunk}`.slice(-4000);
      const match = seen.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}: ${seen}`));
    });
  });
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface RunningBrowser {
  visitor: Visitor;
  stop(): Promise<void>;
}

/**
 * The visitor `connect` makes, stopping with the processes it drives; if it cannot connect, they stop
 * at once.
 */
async function running(stop: () => Promise<void>, connect: () => Promise<Visitor>): Promise<RunningBrowser> {
  try {
    const visitor = await connect();
    return {
      visitor,
      async stop() {
        await visitor.close();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function stopAll(children: ChildProcess[], cleanup: () => void = () => {}) {
  return async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    cleanup();
  };
}

/**
 * How a browser starts: `proxy`, an HTTP proxy every request goes through (loopback's included);
 * `acceptInsecureCerts`, trusting a certificate no system authority signed (the local Studio's).
 */
export interface LaunchOptions {
  proxy?: string;
  acceptInsecureCerts?: boolean;
}

/** WebKit: a virtual display, WebKitWebDriver on it, and one session (one MiniBrowser window). */
export async function startWebKit(
  siteUrl: string,
  { proxy, acceptInsecureCerts = false }: LaunchOptions = {},
): Promise<RunningBrowser> {
  const miniBrowser = miniBrowserPath();
  if (!miniBrowser || !existsSync(webkitDriverPath))
    throw new Error('WebKitWebDriver or MiniBrowser is missing');
  // Xvfb picks a free display and writes its number to the given descriptor (its stdout).
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const children: ChildProcess[] = [xvfb];
  return running(stopAll(children), async () => {
    const [display] = await outputMatching(xvfb, /^\d+$/m, 'Xvfb');
    const port = await freePort();
    // Painted without accelerated compositing: on a virtual display with no GPU, WebKitGTK composites
    // through Mesa's software OpenGL, which cost a fifth more CPU for the same specs (204-213 against
    // 162-166 CPU-seconds for the WebKit projects; decision 039). Layout, input, media and script are the
    // engine's own either way, and no spec compares pixels.
    const env = { ...process.env, DISPLAY: `:${display.trim()}`, WEBKIT_DISABLE_COMPOSITING_MODE: '1' };
    children.push(spawn(webkitDriverPath, [`--port=${port}`], { env, stdio: ['ignore', 'pipe', 'pipe'] }));
    const driverUrl = `http://127.0.0.1:${port}`;
    await until(async () => (await fetch(`${driverUrl}/status`)).ok, 'WebKitWebDriver');
    return classicVisitor(driverUrl, siteUrl, {
      acceptInsecureCerts,
      'webkitgtk:browserOptions': {
        binary: miniBrowser,
        args: ['--automation', ...(proxy ? [`--proxy=${proxy}`] : [])],
      },
    });
  });
}

/** Firefox ESR, headless, with its WebDriver BiDi server on a port it chooses. */
export async function startFirefox(siteUrl: string, { proxy }: LaunchOptions = {}): Promise<RunningBrowser> {
  if (!existsSync(firefoxPath)) throw new Error(`Firefox is missing at ${firefoxPath}`);
  const profile = mkdtempSync(join(tmpdir(), 'firefox-profile-'));
  if (proxy) writeFileSync(join(profile, 'user.js'), firefoxProxyPrefs(new URL(proxy)));
  const firefox = spawn(
    firefoxPath,
    ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port=0'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = stopAll([firefox], () => rmSync(profile, { recursive: true, force: true }));
  return running(stop, async () => {
    const [, socketUrl = ''] = await outputMatching(
      firefox,
      /WebDriver BiDi listening on (ws:\/\/\S+)/,
      'Firefox',
    );
    return bidiVisitor(`${socketUrl}/session`, siteUrl);
  });
}

/** Firefox's preferences for a manual HTTP proxy, which by default it bypasses for loopback addresses. */
function firefoxProxyPrefs(proxy: URL): string {
  const prefs = {
    'network.proxy.type': 1,
    'network.proxy.http': proxy.hostname,
    'network.proxy.http_port': Number(proxy.port),
    'network.proxy.no_proxies_on': '',
    'network.proxy.allow_hijacking_localhost': true,
  };
  return Object.entries(prefs)
    .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});\n`)
    .join('');
}
