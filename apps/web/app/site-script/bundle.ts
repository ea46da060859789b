// Bundles the site script (main.ts and what it imports) into the build's assets: one small module every
// page loads, and the chunk it imports on demand (the keep-alive's functions client, once in three days).
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

/**
 * Writes the bundle into `assetsDir` and returns the entry's file name there (content-hashed, so the
 * host caches it for a year). `env` is Vite's resolved `import.meta.env` of the same build, so the site
 * script calls the functions URL the forms call.
 */
export async function bundleSiteScript(
  assetsDir: string,
  env: Readonly<Record<string, unknown>>,
): Promise<string> {
  // Only what Vite itself would expose to the browser: VITE_-prefixed values and its own flags.
  const browserEnv = Object.fromEntries(
    Object.entries(env).filter(([name]) => /^(VITE_|MODE$|DEV$|PROD$|SSR$|BASE_URL$)/.test(name)),
  );
  const result = await build({
    input: fileURLToPath(new URL('./main.ts', import.meta.url)),
    platform: 'browser',
    logLevel: 'silent',
    transform: { define: { 'import.meta.env': JSON.stringify(browserEnv) } },
    output: {
      dir: assetsDir,
      format: 'esm',
      minify: true,
      entryFileNames: 'site-script-[hash].js',
      chunkFileNames: 'site-script-[name]-[hash].js',
    },
  });
  const entry = result.output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error('bundleSiteScript: the bundle has no entry chunk');
  return entry.fileName;
}
