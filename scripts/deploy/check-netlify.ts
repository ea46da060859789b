// The deploy check's reading of netlify.toml: a build started by a publish renders the pages from the
// bundles of the build before it (docs/decisions/051-netlify-reuses-bundles.md). That needs the build
// command's `--reuse-bundles`, the plugin that keeps the build folder in Netlify's build cache, and
// that folder to be the one the site is published from. A small reader for the keys it needs.

/** Where the web build is, relative to the repository (its `client` is what Netlify publishes). */
export const webBuildFolder = 'apps/web/build';
/** The local build plugin that saves and restores the web build folder. */
export const bundlesPlugin = './netlify/plugins/reuse-bundles';

type Table = { name: string; values: Map<string, string> };

/** Tables and arrays of tables with their string values, in order (`[[plugins]]` repeats). */
function tables(toml: string): Table[] {
  const found: Table[] = [{ name: '', values: new Map() }];
  for (const raw of toml.split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (!line || line.startsWith('#')) continue;
    const header = /^\[\[?\s*([^\]]+?)\s*\]\]?$/.exec(line);
    if (header) {
      found.push({ name: header[1] ?? '', values: new Map() });
      continue;
    }
    const pair = /^([A-Za-z0-9_.-]+)\s*=\s*"((?:[^"\\]|\\.)*)"$/.exec(line);
    if (pair) found.at(-1)?.values.set(pair[1] ?? '', pair[2] ?? '');
  }
  return found;
}

export function checkNetlifyConfig(toml: string | undefined, exists: (path: string) => boolean): string[] {
  if (toml === undefined) return ['netlify.toml is missing'];
  const all = tables(toml);
  const build = all.find((table) => table.name === 'build')?.values;
  const problems: string[] = [];
  const command = build?.get('command') ?? '';
  if (!/\bbuild --reuse-bundles\b/.test(command))
    problems.push(
      `[build] command is "${command}": it must be \`npx -y pnpm@12 build --reuse-bundles\`, so a publish renders the pages from the cached bundles`,
    );
  if (build?.get('publish') !== `${webBuildFolder}/client`)
    problems.push(`[build] publish must be ${webBuildFolder}/client, the client half of the cached build`);
  const index = all.findIndex(
    (table) => table.name === 'plugins' && table.values.get('package') === bundlesPlugin,
  );
  if (index === -1) {
    problems.push(`no [[plugins]] with package = "${bundlesPlugin}": the bundles would never be cached`);
    return problems;
  }
  const inputs = all[index + 1]?.name === 'plugins.inputs' ? all[index + 1]?.values : undefined;
  if (inputs?.get('folder') !== webBuildFolder)
    problems.push(`the ${bundlesPlugin} plugin must cache folder = "${webBuildFolder}" ([plugins.inputs])`);
  for (const file of ['manifest.yml', 'index.js'])
    if (!exists(`${bundlesPlugin.slice(2)}/${file}`)) problems.push(`${bundlesPlugin}/${file} is missing`);
  return problems;
}
