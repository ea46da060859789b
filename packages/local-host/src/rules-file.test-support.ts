import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Writes a rules file (`_redirects`, `_headers`) to a fresh folder, as the parsers read files. */
export async function rulesFile(name: string, text: string): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'local-host-rules-')), name);
  await writeFile(file, text);
  return file;
}
