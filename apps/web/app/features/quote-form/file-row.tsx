import { useEffect, useState } from 'react';
import { OutlineIcon } from '~/components/outline-icon';
import type { FileProgress } from '~/lib/uploads/upload-queue';
import { formatFileSize } from './file-size.ts';
import { FileUploadProgress } from './upload-status.tsx';

/**
 * One chosen file in the list: its thumbnail, name, size and upload line. A row has the same height from
 * the moment the file is chosen (while it is still being prepared) to when it is sent, so the fields
 * below never move under a visitor's finger as photos are scaled and go up.
 */
export function FileRow({
  file,
  progress,
  preparing = false,
  onRemove,
}: {
  file: File;
  progress?: FileProgress | undefined;
  /** Chosen, still being scaled: no thumbnail or remove button yet, the same height all the same. */
  preparing?: boolean;
  onRemove?: () => void;
}) {
  return (
    <li className="flex items-center gap-3 p-2">
      {preparing ? <PreviewBox /> : <FilePreview file={file} />}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-slate-900">{file.name}</span>
        <span className="block text-sm text-slate-700">{formatFileSize(file.size)}</span>
        <FileUploadProgress progress={progress} label={file.name} />
      </span>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Fjern ${file.name}`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-red-700"
        >
          <OutlineIcon className="size-5">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </OutlineIcon>
        </button>
      ) : (
        <span aria-hidden="true" className="size-11 shrink-0" />
      )}
    </li>
  );
}

/** The thumbnail's place, before there is one. */
function PreviewBox({ children }: { children?: React.ReactNode }) {
  return (
    <span className="inline-flex size-12 shrink-0 items-center justify-center rounded bg-brand-50 text-brand-700">
      {children}
    </span>
  );
}

/** A thumbnail for an image, else a document icon. */
function FilePreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file.type.startsWith('image/')) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  if (url)
    return <img src={url} alt="" width={48} height={48} className="size-12 shrink-0 rounded object-cover" />;
  return (
    <PreviewBox>
      <OutlineIcon className="size-6">
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" strokeLinejoin="round" />
        <path d="M14 3v5h5M9 13h6M9 17h6" strokeLinecap="round" />
      </OutlineIcon>
    </PreviewBox>
  );
}
