export { headersFor, parseHeaders } from './headers.ts';
export type { HostOptions, RunningHost } from './host.ts';
export { startHost } from './host.ts';
export { matchRedirect, parseRedirects } from './redirects.ts';
