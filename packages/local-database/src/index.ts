export { migrate } from './migrate.ts';
export { type DatabaseServer, type DatabaseServerOptions, startDatabaseServer } from './server.ts';
