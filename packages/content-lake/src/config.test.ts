import { describe, expect, it } from 'vitest';
import { ConfigError, readAccessConfig } from './config.ts';

describe('the access settings from the environment', () => {
  it("allows the local site's and Studio's origins at their configured ports, and the extra ones", () => {
    expect(readAccessConfig({})).toEqual({
      corsOrigins: [
        'http://127.0.0.1:4173',
        'http://localhost:4173',
        'https://nordkyst.localhost:3333',
        'https://localhost:3333',
      ],
      hostNames: [],
    });
    const moved = readAccessConfig({
      HOST_PORT: '4175',
      STUDIO_PORT: 'off',
      CONTENT_CORS_ORIGINS: 'http://localhost:5173, https://preview.localhost:4190',
      CONTENT_HOST_NAMES: 'Lake.local',
    });
    expect(moved).toEqual({
      corsOrigins: [
        'http://127.0.0.1:4175',
        'http://localhost:4175',
        'http://localhost:5173',
        'https://preview.localhost:4190',
      ],
      hostNames: ['lake.local'],
    });
  });

  it('refuses an origin with a path, a wildcard or another scheme, and a host name with a port', () => {
    for (const value of ['*', 'http://localhost:5173/', 'ftp://x.dk', 'localhost:5173']) {
      expect(() => readAccessConfig({ CONTENT_CORS_ORIGINS: value }), value).toThrow(ConfigError);
    }
    expect(() => readAccessConfig({ CONTENT_HOST_NAMES: 'lake.local:80' })).toThrow(/without port/);
  });
});
