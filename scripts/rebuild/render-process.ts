// The two ways the local build hook makes a new site: a full web build (when the code changed), or a
// render of the pages from the bundles already built (docs/decisions/050-publish-renders-pages.md),
// by a process started ahead of the publish so the publish does not wait for its imports.
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

/** `contentChanged`: a page moved or left while the render ran, so the change's own render follows. */
export type Outcome = { ok: boolean; output: string; contentChanged?: boolean };

/** The web app's renderer (apps/web/app/hosting/render-site.ts), run as a script of its own. */
export const renderScript = resolve(import.meta.dirname, '../../apps/web/app/hosting/render-site.ts');
/** The renderer's exit code when the content changed under it (render-site.ts). */
const contentChangedCode = 3;

/** Waits for the child to end, keeping its output to show only when it fails. */
function outcome(child: ChildProcess): Promise<Outcome> {
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return new Promise((done) => {
    child.on('error', (error) => done({ ok: false, output: `${output}\n${error.message}` }));
    child.on('close', (code) =>
      done({ ok: code === 0, output, ...(code === contentChangedCode && { contentChanged: true }) }),
    );
  });
}

/** The full web build (`react-router build`: bundles, prerender, hosting files) into `outDir`. */
export function fullBuild(webDir: string, outDir: string, env: NodeJS.ProcessEnv): Promise<Outcome> {
  return outcome(
    spawn(process.execPath, [join(webDir, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
      cwd: webDir,
      env: { ...process.env, ...env, WEB_BUILD_DIR: outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

export type ReadyRenderer = {
  /** The build whose bundles it loaded. */
  bundlesDir: string;
  /**
   * Renders the site into `outDir/client`, taking the unchanged pages from `previous` (the site served
   * now) when it was published from the same bundles; a renderer renders once.
   */
  render(outDir: string, previous?: string): Promise<Outcome>;
  /** Ends it unused. */
  stop(): void;
};

/** Starts a render process that loads the bundles of `bundlesDir` now and renders when asked. */
export function readyRenderer(bundlesDir: string, env: NodeJS.ProcessEnv): ReadyRenderer {
  const child = spawn(process.execPath, [renderScript, bundlesDir], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // A process that failed to load has ended; its outcome says why.
  child.stdin.on('error', () => {});
  const ended = outcome(child);
  return {
    bundlesDir,
    render(outDir, previous) {
      child.stdin.end(`${outDir}\t${previous ?? ''}\n`);
      return ended;
    },
    stop() {
      child.stdin.end('\n');
    },
  };
}
