// The origins whose pages may call the lake from a browser: the local site and the local Studio.
/** The local site (127.0.0.1 and localhost at HOST_PORT) and the Studio (at STUDIO_PORT), as started. */
export function defaultCorsOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const site = env.HOST_PORT?.trim() || '4173';
  const studio = env.STUDIO_PORT?.trim() || '3333';
  return [
    `http://127.0.0.1:${site}`,
    `http://localhost:${site}`,
    ...(studio === 'off' ? [] : [`https://nordkyst.localhost:${studio}`, `https://localhost:${studio}`]),
  ];
}
