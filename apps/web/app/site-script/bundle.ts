// Bundles the site script (main.ts and what it imports) into the build's assets: one small module every
// page loads. It reads no configuration: it calls no server of its own (decision 048).
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

/**
 * Writes the bundle into `assetsDir` and returns the entry's file name there (content-hashed, so the
 * host caches it for a year).
 */
export async function bundleSiteScript(assetsDir: string): Promise<string> {
  const result = await build({
    input: fileURLToPath(new URL('./main.ts', import.meta.url)),
    platform: 'browser',
    logLevel: 'silent',
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
