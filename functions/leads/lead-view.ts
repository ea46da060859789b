import type { SendEmailRequest } from '@nordkyst/validation';
import type { Clock } from '../_shared/clock.ts';
import { notificationRows, referenceNumber } from '../send-email/emails.ts';
import type { FileLinks } from '../send-email/file-links.ts';
import type { StoredLead } from './store.ts';

/** How long a file link in the tool works. */
export const FILE_LINK_MS = 5 * 60 * 1000;

/**
 * A whole lead as the tool shows it: every field as the notification labels it (`rows`), and each
 * stored file behind links relative to the function's own address that work for FILE_LINK_MS.
 */
export function createLeadView(deps: { clock: Clock; fileLinks: FileLinks }) {
  return async function leadView(lead: StoredLead) {
    const request = {
      formType: lead.form,
      formData: { ...lead.fields, attachments: lead.files },
    } as unknown as SendEmailRequest;
    const expiresAt = new Date(deps.clock.now() + FILE_LINK_MS);
    return {
      ...lead,
      rows: notificationRows(request, referenceNumber(lead.id)).rows.map(({ label, value }) => ({
        label,
        value,
      })),
      files: await Promise.all(
        lead.files.map(async (file) => {
          if (!file.stored) return file;
          const url = await deps.fileLinks.url('', {
            submissionId: lead.id,
            position: file.position,
            expiresAt,
          });
          return {
            ...file,
            url: `${url}/inline`,
            downloadUrl: `${url}/download`,
            linkExpiresAt: expiresAt.toISOString(),
          };
        }),
      ),
    };
  };
}

export type LeadView = ReturnType<typeof createLeadView>;
export type ViewedLead = Awaited<ReturnType<LeadView>>;
