// The server's settings from the environment. The caller (scripts/stack.ts, a variant build) says where
// the seed and the data live; this package knows no repository layout.
import { resolve } from 'node:path';

export type ContentLakeConfig = {
  port: number;
  seedDir: string;
  dataDir: string;
  cacheDir: string;
};

export class ConfigError extends Error {}

function folder(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`${name} must be set (a folder path)`);
  return resolve(value);
}

export function readContentLakeConfig(env: NodeJS.ProcessEnv = process.env): ContentLakeConfig {
  const port = Number(env.CONTENT_PORT ?? 3400);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`CONTENT_PORT must be a port number (0-65535), got "${env.CONTENT_PORT}"`);
  }
  const dataDir = folder(env, 'CONTENT_DATA_DIR');
  return {
    port,
    seedDir: folder(env, 'CONTENT_SEED_DIR'),
    dataDir,
    // Shared between data folders when the caller sets it: a transformed image depends only on its file.
    cacheDir: env.CONTENT_CACHE_DIR?.trim()
      ? resolve(env.CONTENT_CACHE_DIR)
      : resolve(dataDir, 'image-cache'),
  };
}
