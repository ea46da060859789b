// Check (e): the quote's photos can reach Supabase Storage. A migration creates the private bucket with
// the limits of functions/_shared/quote-files-bucket.ts, and every page's Content-Security-Policy lets
// the page connect to the host send-email's upload grants name (docs/decisions/056).
import type { BucketDefinition } from '../../functions/_shared/quote-files-bucket.ts';
import { allowsConnect, parsePolicies } from './csp.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** Where send-email sends browsers to upload, and the variable that says so. */
export interface UploadEndpoint {
  url: string;
  origin: string;
  from: 'STORAGE_UPLOAD_URL' | 'SUPABASE_URL' | 'VITE_SUPABASE_URL';
}

/**
 * The TUS endpoint send-email hands out, as its configuration decides (functions/send-email/quote-storage.ts):
 * STORAGE_UPLOAD_URL, else the project's own storage under SUPABASE_URL, which Supabase sets to the
 * project the site calls (VITE_SUPABASE_URL). Undefined when none is set: a local run, whose functions
 * runner serves storage at its own origin, the functions origin the site was built to call. Throws on a
 * value that is not a URL.
 */
export function uploadEndpoint(env: Env): UploadEndpoint | undefined {
  const value = (name: UploadEndpoint['from']) => env[name]?.trim() || undefined;
  const endpoint = (url: string, from: UploadEndpoint['from']): UploadEndpoint => {
    if (!URL.canParse(url)) throw new Error(`${from} is not a URL: "${env[from]}"`);
    return { url, origin: new URL(url).origin, from };
  };
  const direct = value('STORAGE_UPLOAD_URL');
  if (direct) return endpoint(direct, 'STORAGE_UPLOAD_URL');
  for (const from of ['SUPABASE_URL', 'VITE_SUPABASE_URL'] as const) {
    const project = value(from);
    if (project) return endpoint(`${project.replace(/\/+$/, '')}/storage/v1/upload/resumable/sign`, from);
  }
  return undefined;
}

/** One page as this check needs it: what the problem lines call it and every policy it gets. */
export interface PagePolicies {
  label: string;
  policies: readonly string[];
}

/**
 * Every page's policies let it connect to the upload host: connect-src is the same on every page, as
 * any page's document may go on to show the quote form (check-csp.ts).
 */
export function checkUploadHost(pages: readonly PagePolicies[], endpoint: UploadEndpoint): string[] {
  const refusing = pages
    .filter((page) => !page.policies.flatMap(parsePolicies).every((p) => allowsConnect(p, endpoint.origin)))
    .map((page) => page.label);
  if (refusing.length === 0) return [];
  const where =
    refusing.length > 3
      ? `${refusing.slice(0, 3).join(', ')} and ${refusing.length - 3} more`
      : refusing.join(', ');
  const fix =
    endpoint.from === 'STORAGE_UPLOAD_URL'
      ? `build the site with VITE_STORAGE_UPLOAD_URL=${endpoint.url}`
      : `build the site with VITE_SUPABASE_URL=${endpoint.origin}, the functions' project`;
  return [
    `${where}: the Content-Security-Policy's connect-src does not allow ${endpoint.origin}, where send-email sends the quote's photos (${endpoint.from}: ${endpoint.url}); ${fix}`,
  ];
}

/** One `insert into storage.buckets` row of a migration, as written. */
type BucketRow = Record<string, SqlValue>;
type SqlValue = string | number | boolean | null | string[] | { unread: string };

/**
 * The top-level items of a comma-separated list (`a, 'b,c', array['d', 'e']`), up to the parenthesis
 * that closes it; `end` is where that parenthesis is.
 */
function listItems(sql: string, start: number): { items: string[]; end: number } {
  const items: string[] = [];
  let depth = 0;
  let item = '';
  for (let i = start; i < sql.length; i++) {
    const char = sql[i] ?? '';
    if (char === "'") {
      const close = sql.indexOf("'", i + 1);
      // A quote inside a string is written twice ('').
      let end = close;
      while (end !== -1 && sql[end + 1] === "'") end = sql.indexOf("'", end + 2);
      if (end === -1) break;
      item += sql.slice(i, end + 1);
      i = end;
      continue;
    }
    if (char === ')' && depth === 0) {
      items.push(item.trim());
      return { items, end: i };
    }
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      items.push(item.trim());
      item = '';
      continue;
    }
    item += char;
  }
  return { items, end: -1 };
}

function sqlString(text: string): string | undefined {
  const quoted = /^'((?:[^']|'')*)'$/.exec(text);
  return quoted ? (quoted[1] ?? '').replace(/''/g, "'") : undefined;
}

/** A literal as the migrations write one: a string, number, boolean, null or `array['…', …]`, casts dropped. */
function sqlValue(raw: string): SqlValue {
  const text = raw.replace(/::[\w\s[\]]+$/, '').trim();
  const string = sqlString(text);
  if (string !== undefined) return string;
  if (/^(true|false)$/i.test(text)) return text.toLowerCase() === 'true';
  if (/^null$/i.test(text)) return null;
  if (/^\d+$/.test(text)) return Number(text);
  const array = /^array\s*\[([\s\S]*)\]$/i.exec(text);
  if (array) {
    const { items } = listItems(`${array[1]})`, 0);
    const strings = items.filter(Boolean).map(sqlString);
    if (strings.every((item) => item !== undefined)) return strings as string[];
  }
  return { unread: text };
}

/** The rows each migration inserts into `storage.buckets` (comments dropped). */
export function bucketRows(sql: string): BucketRow[] {
  const code = sql.replace(/--[^\n]*/g, '');
  const rows: BucketRow[] = [];
  for (const insert of code.matchAll(/insert\s+into\s+storage\.buckets\s*\(([^)]*)\)\s*values\s*/gi)) {
    const columns = (insert[1] ?? '').split(',').map((column) => column.trim().toLowerCase());
    let at = (insert.index ?? 0) + insert[0].length;
    // One or more tuples: `values (…), (…)`.
    while (code[at] === '(') {
      const { items, end } = listItems(code, at + 1);
      if (end === -1) break;
      rows.push(Object.fromEntries(columns.map((column, i) => [column, sqlValue(items[i] ?? '')])));
      const next = /^\s*,\s*/.exec(code.slice(end + 1));
      if (!next) break;
      at = end + 1 + next[0].length;
    }
  }
  return rows;
}

const show = (value: SqlValue | undefined) =>
  value === undefined
    ? 'missing'
    : typeof value === 'object' && value
      ? JSON.stringify(value)
      : String(value);

/**
 * The bucket `bucket.id` is created by a migration (the last one that inserts it decides) as the
 * TypeScript definition says: private or not, its size limit and its MIME types (any order).
 */
export function checkBucketMigration(
  migrations: ReadonlyMap<string, string>,
  bucket: BucketDefinition,
  definedIn: string,
): string[] {
  const found = [...migrations]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, sql]) => bucketRows(sql).map((row) => ({ file, row })))
    .filter(({ row }) => row.id === bucket.id)
    .at(-1);
  if (!found)
    return [`no migration in supabase/migrations creates the storage bucket ${bucket.id} (${definedIn})`];
  const { file, row } = found;
  const problems: string[] = [];
  const differs = (column: string, expected: string) =>
    problems.push(
      `${file}: bucket ${bucket.id} has ${column} ${show(row[column])}, ${definedIn} says ${expected}`,
    );
  if (row.public !== bucket.public) differs('public', String(bucket.public));
  if (row.file_size_limit !== bucket.fileSizeLimit) differs('file_size_limit', String(bucket.fileSizeLimit));
  const types = row.allowed_mime_types;
  if (!Array.isArray(types)) {
    differs('allowed_mime_types', bucket.allowedMimeTypes.join(', '));
  } else {
    const missing = bucket.allowedMimeTypes.filter((type) => !types.includes(type));
    const extra = types.filter((type) => !bucket.allowedMimeTypes.includes(type));
    if (missing.length > 0 || extra.length > 0) {
      const parts = [
        ...(missing.length > 0 ? [`lacks ${missing.join(', ')}`] : []),
        ...(extra.length > 0 ? [`has ${extra.join(', ')} besides`] : []),
      ];
      problems.push(
        `${file}: bucket ${bucket.id}'s allowed_mime_types ${parts.join(' and ')} (${definedIn})`,
      );
    }
  }
  return problems;
}
