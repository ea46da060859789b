// Check (d): every environment variable the code reads is documented in .env.example.

/**
 * Set by the toolchain, not by whoever deploys: Vite's built-ins, Node's mode, pnpm's own variables,
 * React Router's flag for a prerender request (set by the renderer, docs/decisions/050).
 */
const toolchainVariables = new Set([
  'MODE',
  'DEV',
  'PROD',
  'SSR',
  'BASE_URL',
  'NODE_ENV',
  'IS_RR_BUILD_REQUEST',
]);

const directReads = [
  /\bprocess\.env\.([A-Za-z_][A-Za-z0-9_]*)/g,
  /\bprocess\.env\[\s*['"`]([A-Za-z_][A-Za-z0-9_]*)['"`]\s*\]/g,
  /\bimport\.meta\.env\.([A-Za-z_][A-Za-z0-9_]*)/g,
  /\bDeno\.env\.get\(\s*['"`]([A-Za-z_][A-Za-z0-9_]*)['"`]\s*\)/g,
  // An environment handed to a config reader as `env`: `env.<NAME>`, `env['<NAME>']`, `read(env, '<NAME>')`.
  /\benv\??\.([A-Z][A-Z0-9_]*)\b/g,
  /\benv\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g,
  /\(\s*env\s*,\s*['"`]([A-Z][A-Z0-9_]*)['"`]/g,
];

/** The code hands the whole environment to a schema (`schema.parse(process.env)`, `Deno.env.toObject()`). */
const wholeEnvironment = /\bprocess\.env\s*[),]|\bimport\.meta\.env\s*[),]|\bDeno\.env\.toObject\(\)/;

/**
 * Variable names a source file reads: direct reads, and — in a file that validates the whole
 * environment with a schema — the UPPER_SNAKE_CASE keys of its `z.object({...})` shapes.
 */
export function variablesRead(source: string): Set<string> {
  const names = new Set<string>();
  for (const pattern of directReads)
    for (const match of source.matchAll(pattern)) if (match[1]) names.add(match[1]);
  if (wholeEnvironment.test(source)) {
    for (const shape of source.matchAll(/\bz\s*\.\s*object\s*\(\s*\{([\s\S]*?)\}\s*\)/g)) {
      for (const key of (shape[1] ?? '').matchAll(
        /(?:^|[{,\s])['"]?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)['"]?\s*:/g,
      )) {
        if (key[1]) names.add(key[1]);
      }
    }
  }
  for (const name of [...names]) if (toolchainVariables.has(name) || /^npm_/.test(name)) names.delete(name);
  return names;
}

export interface ExampleVariable {
  name: string;
  /** The comment lines above it: what it is, and "Secret" for values that must never reach a browser. */
  comment: string;
  secret: boolean;
}

/** Variables listed in .env.example, set (`NAME=value`) or shown commented out (`# NAME=value`). */
export function parseEnvExample(text: string): ExampleVariable[] {
  const variables: ExampleVariable[] = [];
  let comment: string[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    const entry = /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line);
    if (entry?.[1]) {
      const text = comment.join(' ');
      variables.push({ name: entry[1], comment: text, secret: /^Secret\b/.test(text) });
      comment = [];
    } else if (line.startsWith('#')) {
      comment.push(line.replace(/^#\s?/, ''));
    } else {
      comment = [];
    }
  }
  return variables;
}

export function checkEnv(
  sources: ReadonlyMap<string, string>,
  example: readonly ExampleVariable[],
): string[] {
  const listed = new Set(example.map((variable) => variable.name));
  const readers = new Map<string, string[]>();
  for (const [file, text] of sources) {
    for (const name of variablesRead(text)) readers.set(name, [...(readers.get(name) ?? []), file]);
  }
  const problems: string[] = [];
  for (const [name, files] of [...readers].sort(([a], [b]) => a.localeCompare(b))) {
    if (!listed.has(name))
      problems.push(`${name} is read by ${files.join(', ')} but not listed in .env.example`);
  }
  for (const variable of example) {
    if (!variable.comment) problems.push(`.env.example: ${variable.name} has no comment saying what it is`);
    if (variable.secret && variable.name.startsWith('VITE_')) {
      problems.push(
        `.env.example: ${variable.name} is marked secret but VITE_ variables are built into the browser bundle`,
      );
    }
  }
  return problems;
}
