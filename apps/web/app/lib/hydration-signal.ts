// The app's hydration signal, in a module of its own: the hydration loader bundles it without React.

/**
 * Fired on `window` once React has hydrated the page. The hydration loader (hosting/hydration-loader/loader.ts)
 * holds clicks on buttons until then and replays the last one, so a tap that came before the scripts
 * is not lost (and a form is never sent natively, without its checks).
 */
export const hydratedEvent = 'app:hydrated';

/** Set on `<html>` with the announcement, for whoever looks after it was sent (the e2e tests). */
export const hydratedAttribute = 'data-hydrated';

/**
 * Marks a control the site script owns (site-script/), which works before React hydrates a form page:
 * the hydration loader lets its clicks through instead of holding them for React.
 */
export const siteScriptControl = 'data-site-script';

/** The type React Router's boot module waits under in a built page: inert to the browser, run by the loader. */
export const deferredModuleType = 'text/x-deferred-module';

/** On the hydration loader's script: hydrate at once, not at the first interaction (the preview build). */
export const hydrateAtOnceAttribute = 'data-hydrate-at-once';
