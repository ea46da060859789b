// `pnpm dev`: work on the website. The React Router (Vite) dev server renders every page from the
// content on each request and brings an edited component to the open page by hot module replacement,
// with no build; beside it run the local Content Lake with the Studio, the functions and the database,
// as in `pnpm start`. What a visitor gets (the prerendered production build) is what `pnpm start` serves.
import { prepareStudio, printStack } from './serve.ts';
import {
  exitOnStartFailure,
  startContent,
  startFunctions,
  startPreviewHost,
  startWebDev,
  stopOnSignals,
  studioApiHost,
  urls,
  usesCloudContent,
} from './stack.ts';

// The dev server reads the content on every request, so a publish shows on reload; no rebuild to hook.
process.env.PUBLISH_WEBHOOK_URL ??= '';

stopOnSignals();
// Sanity's cloud has its own Studio.
const studioHost = usesCloudContent ? undefined : studioApiHost;
try {
  // The Studio's Presentation tool frames the preview site, as under `pnpm start`.
  if (studioHost) await prepareStudio(studioHost);
  await Promise.all([
    usesCloudContent ? Promise.resolve() : startContent(),
    startFunctions(),
    studioHost ? startPreviewHost() : Promise.resolve(),
  ]);
  await startWebDev();
} catch (error) {
  await exitOnStartFailure(error);
}
if (studioHost) printStack(urls.dev, 'a publish shows when the page is reloaded', urls.preview);
else printStack(urls.dev);
