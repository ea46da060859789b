export { loginPath } from './auth-routes.ts';
export type { Fetch, StudioServer, StudioServerOptions } from './server.ts';
export { createStudioApp, startStudioServer } from './server.ts';
export { ensureTls } from './tls.ts';
