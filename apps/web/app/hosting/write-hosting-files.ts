// Runs after prerendering (react-router.config.ts `buildEnd`): puts the 404 page and the job
// application where the host serves them, gives the public pages a route manifest that leaves the job
// application out, bundles the site script and links every page to it, defers
// the hydration of the pages that hydrate until the visitor's first interaction (not in the preview
// build), and writes
// `_redirects`, `sitemap.xml`, `robots.txt` and `llms.txt` from the same route list the prerender used
// and the CMS content it rendered; each page gets its Content-Security-Policy, and `_headers` who may
// frame the site.
import { appendFile, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hostRedirects, type Redirect } from '@nordkyst/site-paths';
import { jobApplicationPath, jobApplicationRouteModule, notFoundPrerenderPath } from '../site-routes.ts';
import { bundleSiteScript } from '../site-script/bundle.ts';
import { type CspOrigins, framingHeaderRule, pagePolicy, withPolicy } from './content-security-policy.ts';
import { deferHydration } from './defer-hydration.ts';
import {
  type LlmsTxtContent,
  llmsTxt,
  previewShellFile,
  redirectsFile,
  robotsTxt,
  sitemapXml,
} from './hosting-files.ts';
import { bundleHydrationLoader } from './hydration-loader/bundle.ts';
import { writePublicManifest } from './public-manifest.ts';
import { linkSiteScript } from './site-script-link.ts';

export async function writeHostingFiles(
  clientDir: string,
  publicPages: readonly string[],
  content: LlmsTxtContent,
  /** The owner's redirect list: the rules that pass go into `_redirects`, the others are told here. */
  redirects: readonly Partial<Redirect>[],
  origins: CspOrigins,
  /** Vite's resolved `import.meta.env` of the build, for the site script's bundle. */
  env: Readonly<Record<string, unknown>>,
) {
  const { siteUrl } = content.settings;
  const notFound = notFoundPrerenderPath.slice(1);
  await rename(join(clientDir, notFound, 'index.html'), join(clientDir, `${notFound}.html`));
  await rm(join(clientDir, notFound), { recursive: true });
  await rm(join(clientDir, `${notFound}.data`), { force: true });

  // Served at exactly /moldova-ansogning (no trailing slash, no redirect): `<path>.html` does that on
  // Netlify and on the local host, while /moldova-ansogning/ finds no index.html and gets the 404 page.
  const job = jobApplicationPath.slice(1);
  await rename(join(clientDir, job, 'index.html'), join(clientDir, `${job}.html`));
  await rm(join(clientDir, job), { recursive: true });

  // Every path is prerendered, so the SPA fallback would only hide real 404s: it leaves the published
  // folder. It is kept beside it because the Lighthouse bench serves it to measure the prerender gain.
  // Every page, the shell too, loads the site script's bundle.
  const siteScript = `/assets/${await bundleSiteScript(join(clientDir, 'assets'), env)}`;
  const spaShell = join(clientDir, '..', 'spa-shell.html');
  await rename(join(clientDir, '__spa-fallback.html'), spaShell);
  await writeFile(spaShell, linkSiteScript(await readFile(spaShell, 'utf8'), siteScript));
  // The preview build publishes it for services that exist only as drafts (no prerendered page).
  const preview = env.VITE_PREVIEW_BUILD === 'true';
  /** The page with its own Content-Security-Policy in its head. */
  const secured = (route: string, html: string) => withPolicy(html, pagePolicy(route, html, origins));
  if (preview)
    await writeFile(join(clientDir, previewShellFile), secured('', await readFile(spaShell, 'utf8')));

  // A refused rule never stops a publish from going live: the Studio told the owner, the log says so.
  const owned = hostRedirects(redirects, [...publicPages, jobApplicationPath]);
  for (const { rule, message } of owned.refused)
    console.warn(`_redirects: left out ${rule.from ?? '?'} → ${rule.to ?? '?'}: ${message}`);
  await writeFile(join(clientDir, '_redirects'), redirectsFile(publicPages, owned.redirects, preview));
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(siteUrl, publicPages));
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(siteUrl));
  await writeFile(join(clientDir, 'llms.txt'), llmsTxt(content));

  // Each page's policy hashes its inline scripts as published, after its hydration has been deferred.
  // The preview build hydrates at once: the page in the Studio's frame takes
  // no interaction before it must connect to Presentation and show drafts.
  const loader = preview ? undefined : await bundleHydrationLoader();
  // Every page but the job application loads the route manifest without it.
  const jobRoute = jobApplicationRouteModule.replace(/\.tsx$/, '');
  const toPublic =
    (await writePublicManifest(join(clientDir, 'assets'), [jobRoute])) ?? ((html: string) => html);
  const publish = async (file: string, route: string) => {
    const page = await readFile(join(clientDir, file), 'utf8');
    const linked = linkSiteScript(file === `${job}.html` ? page : toPublic(page), siteScript);
    const deferred = loader === undefined ? linked : deferHydration(linked, loader);
    await writeFile(join(clientDir, file), secured(route, deferred));
  };
  // Served at every path without a page of its own.
  await publish(`${notFound}.html`, notFoundPrerenderPath);
  await Promise.all(
    [...publicPages.map((route) => [route, `${route}index.html`]), [jobApplicationPath, `${job}.html`]].map(
      ([route = '', file = '']) => publish(file, route),
    ),
  );
  // `_headers` is public/_headers (copied by Vite) plus who may frame the site.
  await appendFile(join(clientDir, '_headers'), `\n${framingHeaderRule(origins)}`);
}
