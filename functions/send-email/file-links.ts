import { timingSafeEqual } from 'hono/utils/buffer';
import { createKeyedHash } from '../_shared/keyed-hash.ts';

/** What a file link names: the submission, the file's position in it, and when the link expires. */
export type FileLinkTarget = { submissionId: string; position: number; expiresAt: Date };

export type FileLinkCheck = 'valid' | 'expired' | 'forged';

/**
 * Links to stored files that work without a login and cannot be guessed: the path carries the file,
 * the expiry (Unix seconds) and an HMAC of both under the server's secret (decision 032), so a link
 * cannot be made for another file or a later expiry. `/files/<submission>/<position>/<expires>/<mac>`
 * under send-email's public address.
 */
export function createFileLinks(secret: string) {
  const mac = createKeyedHash(secret, 'file-link');
  const signed = (submissionId: string, position: number, expires: number) =>
    mac(`${submissionId}/${position}/${expires}`);

  return {
    async url(base: string, target: FileLinkTarget): Promise<string> {
      const expires = Math.floor(target.expiresAt.getTime() / 1000);
      const signature = await signed(target.submissionId, target.position, expires);
      return `${base}/files/${target.submissionId}/${target.position}/${expires}/${signature}`;
    },

    /** Whether a link's parts were signed by us, and if so whether it is still within its time. */
    async check(
      parts: { submissionId: string; position: string; expires: string; signature: string },
      now: number,
    ): Promise<FileLinkCheck> {
      if (!/^\d{1,2}$/.test(parts.position) || !/^\d{1,12}$/.test(parts.expires)) return 'forged';
      const expected = await signed(parts.submissionId, Number(parts.position), Number(parts.expires));
      if (!(await timingSafeEqual(parts.signature, expected))) return 'forged';
      return Number(parts.expires) * 1000 > now ? 'valid' : 'expired';
    },
  };
}

export type FileLinks = ReturnType<typeof createFileLinks>;
