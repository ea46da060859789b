import { DatabaseUnavailableError } from './database.ts';

/** What the owner is warned of above the list in the Studio's Henvendelser. */
export type OwnerWarningCode =
  | 'database-read-only'
  | 'database-nearly-full'
  | 'storage-nearly-full'
  | 'email-provider-refused';

/** A warning as the owner reads it: `message` in Danish. */
export type OwnerWarning = { code: OwnerWarningCode; message: string };

/** Asked on each list: a warning when there is one to give, else undefined. */
export type OwnerWarningSource = () => Promise<OwnerWarning | undefined>;

export const databaseReadOnly: OwnerWarning = {
  code: 'database-read-only',
  message:
    'Databasen er skrivebeskyttet: du kan læse henvendelser, men ikke ændre dem, og nye henvendelser sendes direkte på e-mail.',
};

/**
 * Postgres refused a write because the database is read-only (SQLSTATE 25006: what Supabase does to a
 * project whose disk is full); `query` has already turned it into a DatabaseUnavailableError.
 */
export function refusedAsReadOnly(error: unknown): boolean {
  return (
    error instanceof DatabaseUnavailableError &&
    (error.cause as { code?: unknown } | undefined)?.code === '25006'
  );
}

/**
 * Every source's warning, each code once. A source that fails is left out and logged by its name and
 * the error's name only: an error's message can quote what the database or the provider held.
 */
export async function collectWarnings(
  sources: readonly OwnerWarningSource[],
  log: (line: string) => void = console.error,
): Promise<OwnerWarning[]> {
  const found = await Promise.all(
    sources.map((source) =>
      source().catch((error: unknown) => {
        log(
          `owner warning ${source.name || 'source'} failed: ${error instanceof Error ? error.name : typeof error}`,
        );
        return undefined;
      }),
    ),
  );
  const warnings = new Map<OwnerWarningCode, OwnerWarning>();
  for (const warning of found)
    if (warning && !warnings.has(warning.code)) warnings.set(warning.code, warning);
  return [...warnings.values()];
}
