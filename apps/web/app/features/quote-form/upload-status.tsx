import type { FileProgress, UploadsSnapshot } from '~/lib/uploads/upload-queue';
import { uploadTexts } from '~/lib/uploads/upload-texts';
import { formatFileSize } from './file-size.ts';

/**
 * A photo's own progress, named by its file name (or why it cannot be sent): one line of text's height
 * whatever it shows (nothing sent yet, part way, "Sendt", a refusal), so the form below it keeps its place.
 * A refusal of them all is said once above the list; its photos then say only that they are not sent,
 * instead of the same paragraph under each of five photos on a phone.
 */
export function FileUploadProgress({
  progress,
  label,
}: {
  progress?: FileProgress | undefined;
  label: string;
}) {
  if (progress?.failed)
    return (
      <span className="mt-1 block min-h-5 text-sm font-medium text-red-700">
        {progress.refusedWhole ? uploadTexts.fileNotTaken : progress.failed}
      </span>
    );
  return (
    <span className="mt-1 flex min-h-5 items-center gap-2 text-sm text-slate-700">
      <progress
        aria-label={label}
        value={progress?.sent ?? 0}
        max={progress?.file.size || 1}
        className="h-2 min-w-0 flex-1 accent-brand-700"
      />
      {progress?.done && <span>{uploadTexts.fileSent}</span>}
    </span>
  );
}

/** What the live region says: a change of state, not every byte. */
function message(snapshot: UploadsSnapshot | undefined, preparing: boolean): string {
  if (preparing) return uploadTexts.preparing;
  if (!snapshot) return '';
  const files = [...(snapshot.draft?.files ?? []), ...snapshot.sent.flatMap((quote) => quote.files)].filter(
    (file) => !file.failed,
  );
  const kept = snapshot.sent.some((quote) => quote.textKept);
  const pending = files.some((file) => !file.done);
  if (!pending) return kept ? uploadTexts.keptWaiting : files.length ? uploadTexts.allSent : '';
  if (snapshot.waiting) return uploadTexts.waiting;
  if (kept) return uploadTexts.keptWaiting;
  if (snapshot.restored > 0) return uploadTexts.found(snapshot.restored);
  return uploadTexts.sending;
}

/**
 * The whole of the uploads: a live region that says what happens (sending, waiting for the connection,
 * all in) with every photo's bytes in one bar, and the photos of quotes already sent while they go up
 * (the form itself is empty again after the thanks).
 */
export function UploadStatus({
  snapshot,
  preparing,
  chosenBytes,
}: {
  snapshot: UploadsSnapshot | undefined;
  preparing: boolean;
  /** The bytes of the files in the list: the status and the whole's bar take their place with the first. */
  chosenBytes: number;
}) {
  const sending = snapshot?.sent.filter((quote) => !quote.complete && quote.files.length > 0) ?? [];
  const total = snapshot?.totalBytes || chosenBytes;
  const sent = snapshot?.totalBytes ? snapshot.sentBytes : 0;
  const refused = snapshot?.draft?.refusal;
  // Every photo refused: no line of progress for bytes that will not go. Some still going: both.
  const progressShown = (total > 0 || preparing) && !(refused && !snapshot?.totalBytes);
  return (
    <>
      <div role="status" className="mt-2 text-sm text-slate-700">
        {refused && <p className="font-medium text-red-700">{refused}</p>}
        {(progressShown || !refused) && (
          <p className={progressShown ? 'min-h-5' : undefined}>{message(snapshot, preparing)}</p>
        )}
        {progressShown && (
          <span className="mt-1 flex min-h-5 items-center gap-2">
            <progress
              aria-label={uploadTexts.totalLabel}
              value={sent}
              max={total || 1}
              className="h-2 min-w-0 flex-1 accent-brand-700"
            />
            <span aria-hidden="true">{uploadTexts.total(formatFileSize(sent), formatFileSize(total))}</span>
          </span>
        )}
      </div>
      {sending.length > 0 && (
        <ul
          aria-label={uploadTexts.sentListLabel}
          className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-300"
        >
          {sending.flatMap((quote) =>
            quote.files.map((progress) => (
              <li key={progress.id} className="p-2">
                <span className="block truncate font-medium text-slate-900">{progress.file.name}</span>
                <FileUploadProgress progress={progress} label={progress.file.name} />
              </li>
            )),
          )}
        </ul>
      )}
    </>
  );
}
