/** The local preview site `pnpm start` serves (PREVIEW_PORT); only a build for this computer uses it. */
export const LOCAL_PREVIEW_ORIGIN = 'http://127.0.0.1:4177';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * A Studio built for Sanity's cloud: a real project named, and not the build for the local API host
 * (`pnpm start` sets SANITY_STUDIO_LOCAL_API_HOST).
 */
export const isDeployedBuild = (env: Env) =>
  Boolean(env.SANITY_STUDIO_PROJECT_ID) && !env.SANITY_STUDIO_LOCAL_API_HOST;

/**
 * The origin the Presentation tool ("Forhåndsvisning") frames. A deployed build must name the site's
 * preview deployment: the local default would point every editor's preview at 127.0.0.1, so that
 * build stops with the variable's name instead.
 */
export function previewOrigin(env: Env): string {
  const url = env.SANITY_STUDIO_PREVIEW_URL?.trim();
  if (!isDeployedBuild(env)) return url || LOCAL_PREVIEW_ORIGIN;
  if (!url)
    throw new Error(
      'SANITY_STUDIO_PREVIEW_URL is required for a deployed Studio build: the origin of the site’s preview deployment (docs/DEPLOY.md, "Preview of drafts")',
    );
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  if (!host || /^(localhost|127(?:\.\d+){3}|\[::1\])$/.test(host) || host.endsWith('.localhost'))
    throw new Error(
      `SANITY_STUDIO_PREVIEW_URL is "${url}"; a deployed Studio needs the preview deployment's https origin, not this computer`,
    );
  return url;
}
