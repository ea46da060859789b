// Functions of the Studio's own build (sanity, as pinned in studio/package.json), loaded without its
// React entry: the entry's import lists name the chunk each function lives in and the short name it is
// exported under there. Tests run the Studio's code against this server, so an upgrade that changes
// what the Studio needs fails them.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function loadStudioInternals<T>(names: (keyof T & string)[]): Promise<T> {
  const studio = createRequire(import.meta.url);
  const lib = join(dirname(studio.resolve('sanity/package.json')), 'lib');
  const entry = await readFile(join(lib, 'index.js'), 'utf8');
  const imports = [...entry.matchAll(/import \{([^}]*)\} from "\.\/([^"]+)"/g)].map(
    ([, bindings, chunk]) => ({
      chunk: chunk ?? '',
      // `short as name` (or just `name`) → name: short
      aliases: new Map(
        (bindings ?? '').split(',').map((binding) => {
          const [short = '', name = short] = binding.trim().split(' as ');
          return [name, short] as const;
        }),
      ),
    }),
  );
  const found = await Promise.all(
    names.map(async (name) => {
      const source = imports.find(({ aliases }) => aliases.has(name));
      if (!source) throw new Error(`${lib}/index.js no longer imports ${name}`);
      const module = (await import(pathToFileURL(join(lib, source.chunk)).href)) as Record<string, unknown>;
      return [name, module[source.aliases.get(name) ?? '']] as const;
    }),
  );
  return Object.fromEntries(found) as T;
}
