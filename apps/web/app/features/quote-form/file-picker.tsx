import { checkFileSelection, checkTotalEncodedSize, FILE_ACCEPT } from '@nordkyst/validation';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { OutlineIcon } from '~/components/outline-icon';
import { useFormWork } from '~/features/forms/app-form';
import { FormField } from '~/features/forms/form-field';
import { formatFileSize } from './file-size.ts';
import { scaleImage } from './scale-image.ts';

/**
 * Chooses files for the quote: add in one or more goes, remove one by one. A selection that breaks a
 * limit is refused whole, with the validation package's message under the field. Photos are scaled
 * down as they are added, so what is listed is what will be sent.
 */
export function FilePicker({ name, label, hint }: { name: string; label: string; hint: string }) {
  const { setError, clearErrors } = useFormContext();
  const { field } = useController({ name });
  const files: File[] = field.value ?? [];
  const [preparing, setPreparing] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  // A submit while photos are being scaled waits for them (app-form.tsx).
  const { track } = useFormWork();

  async function add(chosen: File[]) {
    const problem = checkFileSelection(files, chosen);
    if (problem) {
      setError(name, { type: 'selection', message: problem }, { shouldFocus: false });
      return;
    }
    setPreparing(true);
    try {
      const prepared = await Promise.all(chosen.map(scaleImage));
      const tooLarge = checkTotalEncodedSize([...files, ...prepared]);
      if (tooLarge) {
        setError(name, { type: 'total', message: tooLarge }, { shouldFocus: false });
        return;
      }
      clearErrors(name);
      field.onChange([...files, ...prepared]);
    } finally {
      setPreparing(false);
    }
  }

  // Files chosen before the page hydrated fired their change with no one listening: take them now,
  // so the visitor does not see the field empty and send the quote without the photos.
  const adoptEarlyChoice = useEffectEvent(() => {
    const chosen = Array.from(input.current?.files ?? []);
    if (!chosen.length || !input.current) return;
    input.current.value = '';
    track(add(chosen));
  });
  useEffect(() => adoptEarlyChoice(), []);

  function remove(index: number) {
    field.onChange(files.filter((_, i) => i !== index));
    clearErrors(name);
    input.current?.focus();
  }

  return (
    <FormField name={name} label={label} hint={hint}>
      {(control) => (
        <>
          <input
            {...control}
            ref={(element) => {
              input.current = element;
              field.ref(element);
            }}
            name={field.name}
            type="file"
            multiple
            accept={FILE_ACCEPT}
            disabled={preparing}
            onChange={(event) => {
              const chosen = Array.from(event.currentTarget.files ?? []);
              // Cleared so choosing the same file again (after removing it) fires a change.
              event.currentTarget.value = '';
              if (chosen.length) track(add(chosen));
            }}
            className="mt-2 block w-full text-base text-slate-800 file:mr-4 file:min-h-11 file:rounded-md file:border-2 file:border-brand-700 file:bg-white file:px-4 file:font-semibold file:text-brand-700 hover:file:bg-brand-50"
          />
          <p role="status" className="mt-2 text-sm text-slate-700">
            {preparing ? 'Gør billederne klar til afsendelse …' : ''}
          </p>
          {files.length > 0 && (
            <ul
              aria-label="Valgte filer"
              className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-300"
            >
              {files.map((file, index) => (
                <li
                  key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                  className="flex items-center gap-3 p-2"
                >
                  <FilePreview file={file} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{file.name}</span>
                    <span className="block text-sm text-slate-700">{formatFileSize(file.size)}</span>
                  </span>
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    aria-label={`Fjern ${file.name}`}
                    className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-red-700"
                  >
                    <OutlineIcon className="size-5">
                      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                    </OutlineIcon>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </FormField>
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
    <span className="inline-flex size-12 shrink-0 items-center justify-center rounded bg-brand-50 text-brand-700">
      <OutlineIcon className="size-6">
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" strokeLinejoin="round" />
        <path d="M14 3v5h5M9 13h6M9 17h6" strokeLinecap="round" />
      </OutlineIcon>
    </span>
  );
}
