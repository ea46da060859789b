// One content client for both sources: Sanity's Content Lake when SANITY_PROJECT_ID is set, otherwise the
// embedded content server (@nordkyst/content-lake). Only the configuration differs.
import { createClient, type SanityClient } from '@sanity/client';

export const apiVersion = '2025-02-19';
export const localApiHost = 'http://127.0.0.1:3400';
export const sanityCdnHost = 'https://cdn.sanity.io';

export type CloudContentConfig = {
  source: 'cloud';
  projectId: string;
  dataset: string;
  apiVersion: string;
  useCdn: true;
  perspective: 'published';
};

export type LocalContentConfig = {
  source: 'local';
  projectId: string;
  dataset: string;
  apiVersion: string;
  apiHost: string;
  useProjectHostname: false;
  useCdn: false;
};

export type ContentConfig = CloudContentConfig | LocalContentConfig;

export type ContentEnv = Record<string, string | undefined>;

// The characters Sanity allows in project ids and dataset names.
const projectIdPattern = /^[a-z0-9][a-z0-9-]*$/;
const datasetPattern = /^[a-z0-9][a-z0-9_-]{0,63}$/;

function invalid(name: string, value: string, expected: string): Error {
  return new Error(`Invalid ${name} "${value}": ${expected}`);
}

function checked(name: string, value: string, pattern: RegExp, expected: string): string {
  if (!pattern.test(value)) throw invalid(name, value, expected);
  return value;
}

function checkedApiHost(value: string): string {
  const expected = `expected an http(s) origin such as ${localApiHost}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('SANITY_API_HOST', value, expected);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw invalid('SANITY_API_HOST', value, expected);
  }
  return value.replace(/\/+$/, '');
}

/** In a browser bundle there is no `process`; the local defaults apply unless an env is passed. */
function processEnv(): ContentEnv {
  return typeof process === 'undefined' ? {} : process.env;
}

export function readContentConfig(env: ContentEnv = processEnv()): ContentConfig {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  if (projectId) {
    return {
      source: 'cloud',
      projectId: checked(
        'SANITY_PROJECT_ID',
        projectId,
        projectIdPattern,
        'expected lowercase letters, digits and dashes',
      ),
      dataset: checked(
        'SANITY_DATASET',
        env.SANITY_DATASET?.trim() || 'production',
        datasetPattern,
        'expected up to 64 lowercase letters, digits, "_" and "-"',
      ),
      apiVersion,
      useCdn: true,
      perspective: 'published',
    };
  }
  return {
    source: 'local',
    projectId: 'nordkyst',
    dataset: 'production',
    apiVersion,
    apiHost: checkedApiHost(env.SANITY_API_HOST?.trim() || localApiHost),
    useProjectHostname: false,
    useCdn: false,
  };
}

export function createContentClient(config: ContentConfig = readContentConfig()): SanityClient {
  const { source: _, ...clientConfig } = config;
  return createClient(clientConfig);
}
