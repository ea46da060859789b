// The server's settings from the environment. The caller (scripts/stack.ts, a variant build) says where
// the seed and the data live; this package knows no repository layout.
import { resolve } from 'node:path';
import { defaultCorsOrigins } from './access/origins.ts';

export type ContentLakeConfig = {
  port: number;
  seedDir: string;
  dataDir: string;
  cacheDir: string;
  /** The local site's and Studio's origins, and CONTENT_CORS_ORIGINS. */
  corsOrigins: string[];
  /** CONTENT_HOST_NAMES: names besides the loopback ones that address the lake. */
  hostNames: string[];
};

export class ConfigError extends Error {}

function list(env: NodeJS.ProcessEnv, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Comma-separated origins (`scheme://host[:port]`), each checked. */
function origins(env: NodeJS.ProcessEnv, name: string): string[] {
  return list(env, name).map((item) => {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== item) {
      throw new ConfigError(`${name} must list origins such as http://127.0.0.1:4173, got "${item}"`);
    }
    return item;
  });
}

function hostNames(env: NodeJS.ProcessEnv, name: string): string[] {
  return list(env, name).map((item) => {
    if (!/^[a-z0-9.-]{1,253}$/i.test(item)) {
      throw new ConfigError(`${name} must list host names without port, such as lake.local, got "${item}"`);
    }
    return item.toLowerCase();
  });
}

/** Where browsers may call the lake from, and which Host names address it (docs/decisions/026). */
export function readAccessConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    corsOrigins: [...new Set([...defaultCorsOrigins(env), ...origins(env, 'CONTENT_CORS_ORIGINS')])],
    hostNames: hostNames(env, 'CONTENT_HOST_NAMES'),
  };
}

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
    ...readAccessConfig(env),
  };
}
