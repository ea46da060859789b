/**
 * Validates a seed dataset (ndjson) offline against the studio schema: every rule the studio would run
 * on publish, including custom rules and slug uniqueness, which query the dataset through a client whose
 * `fetch` evaluates GROQ over the seed. `sanity documents validate` would need the Sanity API.
 *
 * Usage: node scripts/validate-seed.ts [file.ndjson]   (default: seed/production.ndjson)
 */
import { createHash } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type DocumentValidationMarker, validateDocumentWithWorkspace } from '@sanity/validation';
import { getFallbackLocaleSource } from '@sanity/validation/_internal';
import { evaluate, parse } from 'groq-js';
import { createSchema, type Path, type SanityClient, type SchemaType } from 'sanity';
import sharp from 'sharp';
import { schemaTypes } from '../schemaTypes/index.ts';
import { singletonTypeNames } from '../schemaTypes/singletons/index.ts';

export type SeedDocument = { _id: string; _type: string; [field: string]: unknown };

export type SeedProblem = {
  documentId: string;
  path: string;
  level: 'error' | 'warning' | 'info';
  message: string;
};

export type SeedReport = { documents: number; problems: SeedProblem[] };

const DEFAULT_SEED = path.join(import.meta.dirname, '..', 'seed', 'production.ndjson');

const schema = createSchema({ name: 'default', types: schemaTypes });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function formatPath(segments: Path): string {
  return segments
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      if (typeof segment === 'string') return index === 0 ? segment : `.${segment}`;
      if (isRecord(segment) && '_key' in segment) return `[_key=="${segment._key}"]`;
      return `[${JSON.stringify(segment)}]`;
    })
    .join('');
}

export function parseNdjson(text: string): SeedDocument[] {
  return text
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line, index) => {
      const value: unknown = JSON.parse(line);
      if (!isRecord(value) || typeof value._id !== 'string' || typeof value._type !== 'string') {
        throw new Error(`Line ${index + 1}: a document needs a string _id and _type`);
      }
      return value as SeedDocument;
    });
}

type SeedAsset = { _id: string; _type: 'sanity.imageAsset'; path: string; url: string; metadata: unknown };

/**
 * `sanity dataset import` uploads each `_sanityAsset` file and swaps in a reference to the new asset
 * document; this does the same in memory, reading the file to prove it exists and is an image.
 */
async function resolveAssets(documents: SeedDocument[], seedDir: string) {
  const assets = new Map<string, Promise<SeedAsset | string>>();

  const loadAsset = (source: string): Promise<SeedAsset | string> => {
    const match = /^image@file:\/\/(.+)$/.exec(source);
    if (!match?.[1]) return Promise.resolve(`unsupported _sanityAsset "${source}"`);
    const file = path.resolve(seedDir, match[1]);
    return sharp(file)
      .metadata()
      .then(({ width, height, format }) => {
        const hash = createHash('sha1')
          .update(match[1] ?? '')
          .digest('hex');
        return {
          _id: `image-${hash}-${width}x${height}-${format === 'jpeg' ? 'jpg' : format}`,
          _type: 'sanity.imageAsset' as const,
          path: match[1] ?? '',
          url: source,
          metadata: { dimensions: { width, height, aspectRatio: width / height } },
        };
      })
      .catch(() => `image file missing or unreadable: ${match[1]}`);
  };

  const problems: SeedProblem[] = [];
  const convert = async (value: unknown, documentId: string, at: string): Promise<unknown> => {
    if (Array.isArray(value))
      return Promise.all(value.map((item, index) => convert(item, documentId, `${at}[${index}]`)));
    if (!isRecord(value)) return value;
    const { _sanityAsset, ...rest } = value;
    const entries = await Promise.all(
      Object.entries(rest).map(async ([key, item]) => [
        key,
        await convert(item, documentId, at ? `${at}.${key}` : key),
      ]),
    );
    const converted: Record<string, unknown> = Object.fromEntries(entries);
    if (typeof _sanityAsset !== 'string') return converted;
    let pending = assets.get(_sanityAsset);
    if (!pending) {
      pending = loadAsset(_sanityAsset);
      assets.set(_sanityAsset, pending);
    }
    const asset = await pending;
    if (typeof asset === 'string') {
      problems.push({ documentId, path: at, level: 'error', message: asset });
      return converted;
    }
    return { ...converted, asset: { _type: 'reference', _ref: asset._id } };
  };

  const converted = (await Promise.all(documents.map((doc) => convert(doc, doc._id, '')))) as SeedDocument[];
  const assetDocuments = (await Promise.all(assets.values())).filter((asset) => typeof asset !== 'string');
  return { documents: converted, assetDocuments, problems };
}

/** A client for custom rules: GROQ over the seed, as the Content Lake would answer it after import. */
function createSeedClient(dataset: unknown[]): SanityClient {
  const offline = () => {
    throw new Error('Not available offline: the seed validator only answers GROQ queries');
  };
  const client = {
    fetch: async (query: string, params?: Record<string, unknown>) =>
      (await evaluate(parse(query, { params }), { dataset, params })).get(),
    withConfig: () => client,
    getDataUrl: offline,
    observable: { fetch: offline, request: offline },
  };
  // Validation calls only `fetch` and `withConfig` once `getDocumentExists` is given; the full client
  // type, with its many overloads, is not worth imitating for that.
  return client as unknown as SanityClient;
}

type Report = (at: Path, message: string) => void;

/**
 * What the studio rejects but document validation does not check in the studio environment: fields the
 * schema does not know (often a misspelt name), array items whose `_type` is not a member of the array
 * (validation guesses the type when the array allows only one), missing or repeated `_key`s, and
 * references to a document of the wrong type.
 */
function checkShape(
  value: unknown,
  type: SchemaType,
  at: Path,
  typeOfId: (id: string) => string | undefined,
  report: Report,
) {
  if (type.jsonType === 'object' && isRecord(value)) {
    if (typeof value._ref === 'string' && 'to' in type && Array.isArray(type.to)) {
      const allowed = type.to.map(({ name }: SchemaType) => name);
      const target = typeOfId(value._ref);
      if (target && !allowed.includes(target))
        report(at, `references a ${target}, expected ${allowed.join(' or ')}`);
    }
    const fields = new Map(type.fields.map((field) => [field.name, field.type]));
    for (const [name, fieldValue] of Object.entries(value)) {
      const fieldType = fields.get(name);
      if (fieldType) checkShape(fieldValue, fieldType, [...at, name], typeOfId, report);
      else if (!name.startsWith('_'))
        report([...at, name], `field "${name}" does not exist on type "${type.name}"`);
    }
    return;
  }
  if (type.jsonType !== 'array' || !Array.isArray(value)) return;
  const keys = new Set<string>();
  value.forEach((item, index) => {
    if (!isRecord(item)) return;
    const itemPath = [...at, typeof item._key === 'string' && item._key ? { _key: item._key } : index];
    if (typeof item._key !== 'string' || item._key.length === 0) report(itemPath, 'array item has no _key');
    else if (keys.has(item._key)) report(itemPath, `duplicate _key "${item._key}"`);
    else keys.add(item._key);
    const member = type.of.find((candidate) => candidate.name === item._type);
    if (member) checkShape(item, member, itemPath, typeOfId, report);
    else
      report(
        itemPath,
        `array item _type "${String(item._type)}" is not one of: ${type.of.map(({ name }) => name).join(', ')}`,
      );
  });
}

function checkDocumentSet(documents: SeedDocument[]): SeedProblem[] {
  const problems: SeedProblem[] = [];
  const typeById = new Map(documents.map((doc) => [doc._id, doc._type]));
  const typeOfId = (id: string) => typeById.get(id);
  const seen = new Set<string>();
  for (const doc of documents) {
    if (seen.has(doc._id))
      problems.push({ documentId: doc._id, path: '', level: 'error', message: 'duplicate _id' });
    seen.add(doc._id);
    if (singletonTypeNames.has(doc._type) && doc._id !== doc._type) {
      problems.push({
        documentId: doc._id,
        path: '',
        level: 'error',
        message: `a ${doc._type} singleton must have _id "${doc._type}"`,
      });
    }
    const type = schema.get(doc._type);
    if (!type) {
      problems.push({
        documentId: doc._id,
        path: '',
        level: 'error',
        message: `unknown document type "${doc._type}"`,
      });
      continue;
    }
    checkShape(doc, type, [], typeOfId, (at, message) =>
      problems.push({ documentId: doc._id, path: formatPath(at), level: 'error', message }),
    );
  }
  for (const name of singletonTypeNames) {
    if (!seen.has(name))
      problems.push({ documentId: name, path: '', level: 'error', message: 'singleton missing' });
  }
  return problems;
}

const toProblem =
  (documentId: string) =>
  (marker: DocumentValidationMarker): SeedProblem => ({
    documentId,
    path: formatPath(marker.path),
    level: marker.level,
    message: marker.message,
  });

/** Two rules on one field (e.g. a number's range and its list of options) may report the same text. */
function withoutRepeats(problems: SeedProblem[]): SeedProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = JSON.stringify(problem);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function validateSeedDocuments(seed: SeedDocument[], seedDir: string): Promise<SeedReport> {
  const { documents, assetDocuments, problems: assetProblems } = await resolveAssets(seed, seedDir);
  const dataset = [...documents, ...assetDocuments];
  const ids = new Set(dataset.map(({ _id }) => _id));
  const client = createSeedClient(dataset);
  // The studio environment: `validateDocument` runs as 'cli', which appends an unknown-fields check
  // with `.warning()` to every object's rules and so turns errors on images, slugs and objects into
  // warnings (@sanity/validation 6.16.0). `checkShape` does the unknown-fields check instead.
  const workspace = { schema, getClient: () => client, i18n: getFallbackLocaleSource() };
  const results = await Promise.all(
    documents.map(async (document) => {
      const markers = await validateDocumentWithWorkspace({
        document: { _createdAt: '', _updatedAt: '', _rev: '', ...document },
        workspace,
        environment: 'studio',
        getDocumentExists: async ({ id }) => ids.has(id),
      });
      return markers.map(toProblem(document._id));
    }),
  );
  return {
    documents: documents.length,
    problems: withoutRepeats([...checkDocumentSet(documents), ...assetProblems, ...results.flat()]),
  };
}

export async function validateSeedFile(file: string): Promise<SeedReport> {
  const seed = parseNdjson(await readFile(file, 'utf8'));
  return validateSeedDocuments(seed, path.dirname(file));
}

export function formatReport({ documents, problems }: SeedReport): string {
  const byDocument = new Map<string, SeedProblem[]>();
  for (const problem of problems)
    byDocument.set(problem.documentId, [...(byDocument.get(problem.documentId) ?? []), problem]);
  const lines = [...byDocument].flatMap(([documentId, list]) => [
    documentId,
    ...list.map(
      ({ level, path: at, message }) =>
        `  ${level === 'error' ? '✖' : '⚠'} ${at || '(document)'}: ${message}`,
    ),
  ]);
  const errors = problems.filter(({ level }) => level === 'error').length;
  const warnings = problems.filter(({ level }) => level === 'warning').length;
  lines.push(`${documents} documents, ${errors} errors, ${warnings} warnings`);
  return lines.join('\n');
}

if (import.meta.main) {
  const file = path.resolve(process.argv[2] ?? DEFAULT_SEED);
  await access(file);
  const report = await validateSeedFile(file);
  console.log(formatReport(report));
  process.exitCode = report.problems.some(({ level }) => level === 'error') ? 1 : 0;
}
