// `pnpm start`: build the site against the embedded defaults, then serve everything.
import { buildSite } from './build.ts';
import { serveStack } from './serve.ts';
import { exitOnStartFailure, stopAll } from './stack.ts';

try {
  // The public site, then the preview build the Studio's Presentation tool frames.
  let code = await buildSite();
  if (code === 0) code = await buildSite({ preview: true });
  if (code !== 0) {
    await stopAll();
    console.error('The build failed; see the output above.');
    process.exit(code);
  }
  await serveStack({ siteBuilt: true });
} catch (error) {
  await exitOnStartFailure(error);
}
