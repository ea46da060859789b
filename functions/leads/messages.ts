import type { Context } from 'hono';

/** The Danish texts of the answers `leads` refuses with (`{ error }`). */
export const leadsMessages = {
  unauthorized: 'Log ind i Studio for at se henvendelser.',
  forbidden: 'Din bruger må ikke se henvendelser. Bed ejeren om adgang.',
  sanityUnavailable: 'Sanity kunne ikke bekræfte dit login lige nu. Prøv igen om lidt.',
  unavailable: 'Databasen svarer ikke lige nu. Prøv igen om lidt.',
  readOnly:
    'Databasen er skrivebeskyttet, så henvendelser kan ikke ændres eller slettes lige nu. Du kan stadig læse dem.',
  unexpected: 'Der skete en uventet fejl. Prøv igen.',
  notFound: 'Henvendelsen findes ikke (den kan være slettet).',
  badFilter: 'Ugyldigt filter',
  badChange: 'Ugyldig ændring: send status, note eller read.',
  person: 'Angiv en e-mailadresse (email), et telefonnummer (phone) eller begge.',
  notGivenUp: 'Beskeden er ikke opgivet: den er sendt eller bliver stadig forsøgt.',
  fileGone: 'Linket er udløbet, eller filen er slettet.',
  actionMissing: 'Linket mangler sin kode. Åbn det igen fra e-mailen.',
  actionForged: 'Linket er ikke gyldigt. Åbn henvendelsen i Henvendelser i Studio i stedet.',
  actionExpired: 'Linket er udløbet. Åbn henvendelsen i Henvendelser i Studio i stedet.',
  actionLeadGone: 'Henvendelsen findes ikke længere (den kan være slettet).',
  actionUsed: 'Det er allerede registreret, så intet er ændret.',
} as const;

/** A refusal: `{ error }` with its status. */
export const fail = (c: Context, status: 400 | 401 | 403 | 404 | 409 | 410 | 500 | 503, error: string) =>
  c.json({ error }, status);
