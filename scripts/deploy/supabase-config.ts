// The part of supabase/config.toml the deploy check reads: the `[functions.<name>]` tables. A small
// reader for the TOML subset the file uses (tables, strings, booleans, numbers), so the check has no
// dependency; anything else in a functions table is reported rather than guessed at.

export interface FunctionConfig {
  entrypoint?: string;
  verifyJwt?: boolean;
  importMap?: string;
}

function parseValue(raw: string, where: string): string | boolean | number {
  const value = raw.replace(/\s+#.*$/, '').trim();
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(value) ?? /^'([^']*)'$/.exec(value);
  if (quoted) return (quoted[1] ?? '').replace(/\\(["\\])/g, '$1');
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^[+-]?\d+(\.\d+)?$/.test(value)) return Number(value);
  throw new Error(`${where}: unsupported value ${value}`);
}

export function functionsInConfig(toml: string): Map<string, FunctionConfig> {
  const functions = new Map<string, FunctionConfig>();
  let current: FunctionConfig | undefined;
  for (const [index, rawLine] of toml.split(/\r?\n/).entries()) {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) continue;
    const table = /^\[([^\]]+)\]\s*(#.*)?$/.exec(line);
    if (table) {
      const name = /^functions\.("?)([A-Za-z0-9_-]+)\1$/.exec((table[1] ?? '').trim())?.[2];
      current = name ? { ...functions.get(name) } : undefined;
      if (name && current) functions.set(name, current);
      continue;
    }
    if (!current) continue;
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*(.+)$/.exec(line);
    if (!pair) throw new Error(`supabase/config.toml line ${index + 1}: expected key = value`);
    const value = parseValue(pair[2] ?? '', `supabase/config.toml line ${index + 1}`);
    if (pair[1] === 'entrypoint' && typeof value === 'string') current.entrypoint = value;
    if (pair[1] === 'import_map' && typeof value === 'string') current.importMap = value;
    if (pair[1] === 'verify_jwt' && typeof value === 'boolean') current.verifyJwt = value;
  }
  return functions;
}
