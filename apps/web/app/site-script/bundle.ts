// Bundles the site script (main.ts and what it imports): one small module every page carries inline
// (docs/decisions/040-inline-site-script.md), and the chunk it imports on demand (the keep-alive's
// functions client, once in three days), written into the build's assets.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type OutputChunk } from 'rolldown';

/**
 * Writes the on-demand chunks into `assetsDir` (content-hashed, so the host caches them for a year) and
 * returns the entry's code, to be inlined. An inline module resolves a relative import against the
 * page's URL, so the entry imports each chunk by its absolute path (`/assets/…`). `env` is Vite's
 * resolved `import.meta.env` of the same build, so the site script calls the functions URL the forms
 * call.
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
    write: false,
    transform: { define: { 'import.meta.env': JSON.stringify(browserEnv) } },
    output: {
      format: 'esm',
      minify: true,
      entryFileNames: 'site-script.js',
      chunkFileNames: 'site-script-[name]-[hash].js',
    },
  });
  const chunks = result.output.filter((file): file is OutputChunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('bundleSiteScript: the bundle has no entry chunk');
  let code = entry.code;
  for (const chunk of chunks.filter((chunk) => chunk !== entry)) {
    // The entry is inlined and has no URL a chunk could import it by.
    if (chunk.imports.includes(entry.fileName))
      throw new Error(`bundleSiteScript: ${chunk.fileName} imports the entry, which is inlined`);
    const relative = `./${chunk.fileName}`;
    if (!code.includes(relative))
      throw new Error(`bundleSiteScript: the entry does not import ${chunk.fileName} by "${relative}"`);
    code = code.replaceAll(relative, `/assets/${chunk.fileName}`);
    await writeFile(join(assetsDir, chunk.fileName), chunk.code);
  }
  // Inlined in a <script> element, whose text ends at the first `</script`.
  if (/<\/script/i.test(code)) throw new Error('bundleSiteScript: the code contains "</script"');
  return code;
}
