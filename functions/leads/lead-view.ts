import { referenceNumber, type SendEmailRequest } from '@nordkyst/validation';
import type { Clock } from '../_shared/clock.ts';
import { DAY_MS } from '../_shared/rate-limit.ts';
import type { FileLinks } from '../send-email/file-links.ts';
import { notificationRows } from '../send-email/notification-email.ts';
import type { QuoteStorage } from '../send-email/quote-storage.ts';
import type { StoredLead } from './store.ts';

/** How long a file link in the tool works. */
export const FILE_LINK_MS = 5 * 60 * 1000;

/**
 * A whole lead as the tool shows it: every field as the notification labels it (`rows`), and each
 * stored file behind links relative to the function's own address that work for FILE_LINK_MS.
 */
export function createLeadView(deps: {
  clock: Clock;
  fileLinks: FileLinks;
  photos?: QuoteStorage | undefined;
  /** Which of `paths` passed their check at arrival (decision 058): only those are ever linked. */
  checkedPhotos: (paths: string[]) => Promise<Set<string>>;
}) {
  /**
   * The lead's photos that passed their check and are in storage now (issue 49); the others are still
   * on their way (or not checked yet: the next scheduled run checks them), refused, or gone.
   */
  async function photosThere(lead: StoredLead): Promise<Set<string>> {
    const paths = lead.files.flatMap((file) => (file.path ? [file.path] : []));
    if (!paths.length || !deps.photos) return new Set();
    const checked = await deps.checkedPhotos(paths);
    const there = new Set<string>();
    for (const folder of new Set([...checked].map((path) => path.split('/')[0] ?? '')))
      for (const path of (await deps.photos.arrived(folder)).keys()) if (checked.has(path)) there.add(path);
    return there;
  }

  return async function leadView(lead: StoredLead) {
    const there = await photosThere(lead);
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
          if (file.path && deps.photos) {
            if (!there.has(file.path))
              // The page keeps sending a photo for a day; after that it is not coming (or was deleted).
              return {
                ...file,
                stored: false,
                arriving: Date.parse(lead.receivedAt) + DAY_MS > deps.clock.now(),
              };
            const seconds = FILE_LINK_MS / 1000;
            return {
              ...file,
              stored: true,
              url: await deps.photos.readUrl(file.path, seconds),
              downloadUrl: await deps.photos.readUrl(file.path, seconds, file.filename),
              linkExpiresAt: expiresAt.toISOString(),
            };
          }
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
