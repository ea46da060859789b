// Check (b): every function the website invokes is configured for Supabase, with an entrypoint that
// exists, so `supabase functions deploy` ships what the browser calls.
import { posix } from 'node:path';
import type { FunctionConfig } from './supabase-config.ts';

/** Names passed to `functions.invoke('<name>'` (supabase-js), with the file each call is in. */
export function invokedFunctions(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const invoked = new Map<string, string[]>();
  for (const [file, text] of files) {
    for (const match of text.matchAll(
      /\bfunctions\s*\.\s*invoke\s*(?:<[^>(]*>)?\s*\(\s*(['"`])([\w-]+)\1/g,
    )) {
      const name = match[2] ?? '';
      invoked.set(name, [...(invoked.get(name) ?? []), file]);
    }
  }
  return invoked;
}

/** The repository-relative path of a function's entrypoint (config paths are relative to supabase/). */
export function entrypointPath(name: string, config: FunctionConfig): string {
  return posix.normalize(posix.join('supabase', config.entrypoint ?? `functions/${name}/index.ts`));
}

export function checkFunctions(
  invoked: ReadonlyMap<string, readonly string[]>,
  configured: ReadonlyMap<string, FunctionConfig>,
  fileExists: (repoPath: string) => boolean,
): string[] {
  const problems: string[] = [];
  if (invoked.size === 0) problems.push('no functions.invoke(...) call found in the website source');
  for (const [name, files] of [...invoked].sort(([a], [b]) => a.localeCompare(b))) {
    const config = configured.get(name);
    if (!config) {
      problems.push(
        `function ${name} is invoked (${files.join(', ')}) but has no [functions.${name}] in supabase/config.toml`,
      );
      continue;
    }
    const entrypoint = entrypointPath(name, config);
    if (!fileExists(entrypoint)) problems.push(`function ${name}: entrypoint ${entrypoint} does not exist`);
    if (config.importMap) {
      const importMap = posix.normalize(posix.join('supabase', config.importMap));
      if (!fileExists(importMap)) problems.push(`function ${name}: import map ${importMap} does not exist`);
    }
  }
  return problems;
}

/**
 * The deploy import map pins `npm:` packages; each pin must be the version pnpm installed, so what
 * Supabase bundles is what the tests ran. `installed` maps a package name to its installed version.
 */
export function checkImportMap(
  importMapJson: string,
  installed: (name: string) => string | undefined,
): string[] {
  const problems: string[] = [];
  let imports: Record<string, string>;
  try {
    imports = (JSON.parse(importMapJson) as { imports?: Record<string, string> }).imports ?? {};
  } catch {
    return ['supabase/import_map.json is not valid JSON'];
  }
  for (const [specifier, target] of Object.entries(imports)) {
    const pin = /^npm:((?:@[^/@]+\/)?[^/@]+)@([^/]+)/.exec(target);
    if (!pin) continue;
    const [, name = '', version = ''] = pin;
    const actual = installed(name);
    if (actual === undefined)
      problems.push(`supabase/import_map.json: ${specifier} -> ${target}, but ${name} is not installed`);
    else if (actual !== version) {
      problems.push(`supabase/import_map.json pins ${name}@${version}, but pnpm installed ${name}@${actual}`);
    }
  }
  return problems;
}
