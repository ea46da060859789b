export type { HeaderRule } from './headers.ts';
export { headersFor, readHeaderRules } from './headers.ts';
export type { HostOptions, RunningHost } from './host.ts';
export { startHost } from './host.ts';
