export { composeEml, createOutboxTransport } from './outbox-transport.ts';
export {
  DEFAULT_OUTBOX_DIR,
  type FunctionsServer,
  type FunctionsServerOptions,
  startFunctionsServer,
} from './server.ts';
