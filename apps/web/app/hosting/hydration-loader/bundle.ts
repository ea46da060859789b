// Bundles the hydration loader (main.ts and what it imports) into one minified script for the pages.
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

export async function bundleHydrationLoader(): Promise<string> {
  const result = await build({
    input: fileURLToPath(new URL('./main.ts', import.meta.url)),
    write: false,
    platform: 'browser',
    logLevel: 'silent',
    output: { format: 'iife', minify: true },
  });
  const code = result.output[0].code.trim();
  // It goes inside <script>…</script>; this text would end the element early.
  if (/<\/script/i.test(code)) throw new Error('bundleHydrationLoader: the loader contains "</script"');
  return code;
}
