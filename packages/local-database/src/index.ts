export { migrate } from './migrate.ts';
export {
  type DatabaseServer,
  type DatabaseServerOptions,
  migratedDataDir,
  startDatabaseServer,
} from './server.ts';
