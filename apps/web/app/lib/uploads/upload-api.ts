import { type SubmitFailure, sendEmail, settle } from '../send-email.ts';
import { getSupabase } from '../supabase.ts';

/** A file as the grant request lists it (contract §1). */
export type GrantFile = { filename: string; type: string; size: number };
/** A file's place in storage as the quote names it (contract §3). */
export type FileRef = GrantFile & { path: string };

/** send-email's upload grant (contract §1); `files` are in the order they were asked for. */
export type Grant = {
  grantId: string;
  endpoint: string;
  expiresAt: string;
  /** `uploaded`: the photo is in storage already (no token: nothing more goes there). */
  files: { path: string; token?: string; uploaded?: boolean }[];
};

/** An answer of send-email, or why there is none (`unreachable`: no answer came; no network, a cut). */
export type Answer<T> = (T & { success: true }) | SubmitFailure;

/** send-email's calls for a quote with files; an interface, so the queue's tests can stand in for it. */
export interface UploadApi {
  grant(request: { key: string; altcha: string; files: GrantFile[] }): Promise<Answer<Grant>>;
  /** Contract §3: the quote's text with its files' paths. */
  sendQuote(key: string, formData: Record<string, unknown>): Promise<Answer<{ filesPending: number }>>;
  /** Contract §4: every file is in. */
  complete(grantId: string): Promise<Answer<{ filesPending: number }>>;
}

type GrantAnswer = Omit<Grant, 'files'> & {
  success: true;
  files: (GrantFile & { path: string; token?: string; uploaded?: boolean })[];
};

/** The upload API of send-email, through supabase-js as every other call of the site. */
export const sendEmailUploads: UploadApi = {
  async grant({ key, altcha, files }) {
    const answer = await settle<GrantAnswer>(async () =>
      (await getSupabase()).functions.invoke('send-email/uploads', {
        body: { formType: 'quote', altcha, files },
        headers: { 'Idempotency-Key': key },
      }),
    );
    if (!answer.success) return answer;
    return {
      ...answer,
      files: answer.files.map(({ path, token, uploaded }) => ({ path, token, uploaded })),
    };
  },
  async sendQuote(key, formData) {
    const answer = await sendEmail(formData, 'quote', { idempotencyKey: key });
    if (!answer.success) return answer;
    return { success: true, filesPending: (answer as { filesPending?: number }).filesPending ?? 0 };
  },
  async complete(grantId) {
    const answer = await settle<{ success: true; filesPending?: number }>(async () =>
      (await getSupabase()).functions.invoke(`send-email/uploads/${encodeURIComponent(grantId)}/complete`, {
        method: 'POST',
      }),
    );
    return answer.success ? { success: true, filesPending: answer.filesPending ?? 0 } : answer;
  },
};
