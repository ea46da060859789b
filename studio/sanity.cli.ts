import { defineCliConfig } from 'sanity/cli';
import { previewOrigin } from './preview-origin.ts';

// `sanity build` and `sanity deploy` stop here when a deployed build lacks its preview URL: the
// Studio's own config is evaluated only in the browser, where the error would come too late.
if (process.argv.some((arg) => arg === 'build' || arg === 'deploy')) previewOrigin(process.env);

/**
 * Typegen reads the queries of @nordkyst/content and the schema extracted here. The staleness check
 * (scripts/check-typegen.ts) sends the types to a temporary file through SANITY_TYPEGEN_OUTPUT.
 */
const schemaPath = './schema.json';
const typesPath = process.env.SANITY_TYPEGEN_OUTPUT || '../packages/content/src/sanity.types.ts';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'nordkyst',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // Offline builds: no version lookups against Sanity's module CDN.
  deployment: { autoUpdates: false },
  schemaExtraction: { path: schemaPath, enforceRequiredFields: true },
  typegen: {
    path: '../packages/content/src/queries.ts',
    schema: schemaPath,
    generates: typesPath,
    overloadClientMethods: true,
    formatGeneratedCode: false,
  },
});
