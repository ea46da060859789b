import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FileProgress, UploadsSnapshot } from '~/lib/uploads/upload-queue';
import { uploadTexts } from '~/lib/uploads/upload-texts';
import { FileRow } from './file-row.tsx';
import { UploadStatus } from './upload-status.tsx';

const full =
  'Vi kan ikke tage imod flere billeder lige nu. Du kan sende forespørgslen uden billederne, og den når os alligevel; billederne kan du sende på e-mail til kontakt@nordkystbyg.dk.';
const photos = ['tag.jpg', 'facade.jpg', 'carport.jpg'].map(
  (name): FileProgress => ({
    id: name,
    file: new File([new Uint8Array(1000)], name, { type: 'image/jpeg' }),
    sent: 0,
    done: false,
    failed: full,
    refusedWhole: true,
  }),
);
const refusedWhole: UploadsSnapshot = {
  draft: { key: 'k', files: photos, textKept: false, textSent: false, complete: false, refusal: full },
  sent: [],
  waiting: false,
  restored: 0,
  restoredDraft: [],
  totalBytes: 0,
  sentBytes: 0,
  busy: false,
};
const count = (html: string, text: string) => html.split(text).length - 1;

describe('a refusal of every photo at once (507)', () => {
  it('is said once, in the live region above the list, without a bar of bytes that will not go', () => {
    const html = renderToStaticMarkup(
      <UploadStatus snapshot={refusedWhole} preparing={false} chosenBytes={3000} />,
    );
    expect(count(html, full)).toBe(1);
    expect(html).toMatch(/^<div role="status"[^>]*><p class="[^"]*text-red-700[^"]*">Vi kan ikke/);
    expect(html).not.toContain('<progress');
  });

  it('is said beside the progress of the photos that still go (a grant out of paths, 409)', () => {
    const spent = 'Du har skiftet billederne ud for mange gange.';
    const [going, left] = photos;
    if (!going || !left) throw new Error('no photo');
    const files = [
      { id: going.id, file: going.file, sent: 400, done: false },
      { ...left, failed: spent },
    ];
    const html = renderToStaticMarkup(
      <UploadStatus
        snapshot={{
          ...refusedWhole,
          draft: { key: 'k', files, textKept: false, textSent: false, complete: false, refusal: spent },
          totalBytes: 1000,
          sentBytes: 400,
        }}
        preparing={false}
        chosenBytes={2000}
      />,
    );
    expect(count(html, spent)).toBe(1);
    expect(html).toContain(uploadTexts.sending);
    expect(html).toContain('<progress aria-label="Billeder sendt i alt" value="400" max="1000"');
  });

  it('leaves each photo one line saying it is not sent', () => {
    const rows = photos.map((progress) =>
      renderToStaticMarkup(<FileRow file={progress.file} progress={progress} />),
    );
    for (const row of rows) {
      expect(row).toContain(uploadTexts.fileNotTaken);
      expect(row).not.toContain(full);
    }
  });

  it('still names a photo’s own refusal under it', () => {
    const own = 'Filen "tag.jpg" kunne ikke sendes. Fjern den, før du sender.';
    const [first] = photos;
    if (!first) throw new Error('no photo');
    const row = renderToStaticMarkup(
      <FileRow
        file={first.file}
        progress={{ id: first.id, file: first.file, sent: 0, done: false, failed: own }}
      />,
    );
    expect(row).toContain(own.replaceAll('"', '&quot;'));
    expect(row).not.toContain(uploadTexts.fileNotTaken);
  });
});
