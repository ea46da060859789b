export type FileLike = { name: string; size: number; type: string };

const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const FILE_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  allowedTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf', DOC, DOCX],
  // Resend refuses an e-mail whose attachments exceed 40 MB once base64-encoded.
  maxTotalBase64Bytes: 40 * 1024 * 1024,
} as const;

export type AllowedFileType = (typeof FILE_LIMITS.allowedTypes)[number];

/** For the file input's `accept` attribute: the MIME types plus the Word extensions (see resolveFileType). */
export const FILE_ACCEPT = [...FILE_LIMITS.allowedTypes, '.doc', '.docx'].join(',');

export const fileMessages = {
  maxFiles: 'Du kan maksimalt uploade 5 filer',
  tooLarge: (fileName: string) => `Filen "${fileName}" er for stor (maks 10MB)`,
  typeNotAllowed: (type: string) => `Filtypen "${type}" er ikke tilladt`,
  // Ours: the spec has no total limit; 40 MB of base64 carries about 30 MB of files.
  totalTooLarge:
    'De valgte filer fylder tilsammen for meget til at kunne sendes (højst ca. 30MB i alt). Fjern nogle filer, eller vælg mindre filer.',
} as const;

/**
 * Ours (the spec has no storage limit): the files of a submission would pass the ceiling on stored
 * files (FILE_STORE_MAX_BYTES). The text of the submission reached the company all the same; the
 * visitor is told so and what to do with the files instead, in the form's language.
 */
export const fileStorageMessages = {
  da: {
    storeFull: (companyEmail: string) =>
      `Vi har modtaget din henvendelse, men vi kan ikke modtage dine filer lige nu. Send den igen med færre eller mindre filer, eller send filerne på e-mail til ${companyEmail}.`,
  },
  ru: {
    storeFull: (companyEmail: string) =>
      `Мы получили вашу заявку, но сейчас не можем принять ваши файлы. Отправьте её ещё раз с меньшим количеством файлов или файлами меньшего размера либо пришлите файлы по электронной почте на ${companyEmail}.`,
  },
} as const;

/**
 * Ours (decision 057): why a quote's photos get no upload path. A grant (one solved challenge) is
 * handed at most ten paths, a connection holds at most two grants whose quote has not come yet, and no
 * photo is taken while the database is nearly full or the file store (or this client's share of it) has
 * no room. The quote's text is sent all the same. Asked before the quote is sent, so none of them says
 * it was received (fileStorageMessages does, after).
 */
export const uploadGrantMessages = {
  da: {
    storeFull: (companyEmail: string) =>
      `Vi kan ikke tage imod flere billeder lige nu. Du kan sende forespørgslen uden billederne, og den når os alligevel; billederne kan du sende på e-mail til ${companyEmail}.`,
    tooManyPaths: (companyEmail: string) =>
      `Du har skiftet billederne ud for mange gange. Send forespørgslen med de billeder, der allerede er valgt, og send resten på e-mail til ${companyEmail}.`,
    tooManyOpen:
      'Der er allerede valgt billeder til to forespørgsler fra din forbindelse, som endnu ikke er sendt. Send dem først, eller prøv igen om et par timer.',
    databaseFull: (companyEmail: string) =>
      `Vi kan ikke modtage billeder lige nu. Send forespørgslen uden billeder, og send billederne på e-mail til ${companyEmail}.`,
  },
} as const;

// Browsers on machines without Office report Word files with an empty type, so those two are
// recognised by extension. Images and PDFs always come with a type, so no fallback is needed for them.
const TYPE_BY_EXTENSION: Readonly<Record<string, AllowedFileType>> = { doc: DOC, docx: DOCX };

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

function isAllowedType(type: string): type is AllowedFileType {
  return (FILE_LIMITS.allowedTypes as readonly string[]).includes(type);
}

/** The file's MIME type, or the Word type its extension implies when the browser gave none. */
export function resolveFileType(file: Pick<FileLike, 'name' | 'type'>): string {
  return file.type || TYPE_BY_EXTENSION[extensionOf(file.name)] || '';
}

/** What a refused file's type is called in the message: its MIME type, else its extension, else its name. */
function describeType(file: FileLike): string {
  const extension = extensionOf(file.name);
  return file.type || (extension ? `.${extension}` : file.name);
}

/**
 * Checks files being added to those already chosen and returns the first failure's message, or null.
 * Order: the count first (a 6th file is refused whatever it is), then each added file in order, its type
 * before its size (a wrong type is the more basic mistake). The first failing file blocks the whole
 * selection, as the spec requires.
 */
export function checkFileSelection(existing: readonly FileLike[], added: readonly FileLike[]): string | null {
  if (existing.length + added.length > FILE_LIMITS.maxFiles) return fileMessages.maxFiles;
  for (const file of added) {
    if (!isAllowedType(resolveFileType(file))) return fileMessages.typeNotAllowed(describeType(file));
    if (file.size > FILE_LIMITS.maxFileBytes) return fileMessages.tooLarge(file.name);
  }
  return null;
}

/** Length of the base64 text for `bytes` bytes of data (padded, no line breaks). */
export function base64Size(bytes: number): number {
  return Math.ceil(bytes / 3) * 4;
}

/** Whether files of these sizes, base64-encoded, stay under the e-mail provider's total cap. */
export function checkTotalEncodedSize(files: readonly Pick<FileLike, 'size'>[]): string | null {
  const total = files.reduce((sum, file) => sum + base64Size(file.size), 0);
  return total > FILE_LIMITS.maxTotalBase64Bytes ? fileMessages.totalTooLarge : null;
}
