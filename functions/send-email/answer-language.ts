import { FORM_TYPES, type FormType } from '@nordkyst/validation';
import { decodeUtf8, readBodyBytesWithLimit } from '../_shared/http.ts';

export type AnswerLanguage = 'da' | 'ru';

/** The language of a form's answers: Russian for the job application, else Danish. */
export const languageOf = (formType: FormType | undefined): AnswerLanguage =>
  formType === 'moldova' ? 'ru' : 'da';

/** The form type a body claims, for the answer's language and the log, before it is validated. */
export function claimedFormType(body: unknown): FormType | undefined {
  const claimed =
    typeof body === 'object' && body !== null ? (body as { formType?: unknown }).formType : undefined;
  return FORM_TYPES.find((type) => type === claimed);
}

/** A job application carries no files: a body above this is never one. */
const SMALL_BODY_BYTES = 64 * 1024;

/** How long a refusal waits for a small body's bytes before it answers in Danish. */
const READ_WAIT_MS = 1000;

/**
 * The language of a refusal given before the body is read (the rate limit): a small body is read for
 * the form type it claims, for a second at most; a larger one, a slower one and one that cannot be read
 * are answered in Danish.
 */
export async function languageOfUnreadBody(request: Request): Promise<AnswerLanguage> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<AnswerLanguage>((resolve) => {
    timer = setTimeout(() => resolve('da'), READ_WAIT_MS);
  });
  try {
    return await Promise.race([claimedLanguage(request), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function claimedLanguage(request: Request): Promise<AnswerLanguage> {
  // One of unknown length is read up to the same limit.
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= SMALL_BODY_BYTES)) return 'da';
  const read = await readBodyBytesWithLimit(request, SMALL_BODY_BYTES).catch(() => undefined);
  if (!read?.ok) return 'da';
  const text = decodeUtf8(read.pieces);
  try {
    return text === undefined ? 'da' : languageOf(claimedFormType(JSON.parse(text)));
  } catch {
    return 'da';
  }
}
