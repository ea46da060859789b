// `pnpm content:reset`: the store back to the seed. Safe while the server runs: it notices the change
// (SQLite's data_version) and reloads before its next read.
import { seedStore } from './content-lake.ts';
import { openDatabase } from './database.ts';

export async function resetContentLake(options: {
  seedDir: string;
  dataDir: string;
  cacheDir: string;
  projectId?: string;
  dataset?: string;
}): Promise<void> {
  const database = openDatabase(options.dataDir);
  try {
    // Uploaded files stay: they are stored by content hash, and a running server may still serve them.
    await seedStore(database, {
      replace: true,
      seedDir: options.seedDir,
      cacheDir: options.cacheDir,
      projectId: options.projectId ?? 'nordkyst',
      dataset: options.dataset ?? 'production',
    });
  } finally {
    database.close();
  }
}
