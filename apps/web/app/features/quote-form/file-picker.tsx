import { checkFileSelection, checkTotalEncodedSize, FILE_ACCEPT, FILE_LIMITS } from '@nordkyst/validation';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useFormWork } from '~/features/forms/app-form';
import { FormField } from '~/features/forms/form-field';
import { FileRow } from './file-row.tsx';
import { scaleImage } from './scale-image.ts';
import { UploadStatus } from './upload-status.tsx';
import { quoteUploads, useQuoteUploads } from './use-quote-uploads.ts';

/**
 * Chooses files for the quote: add in one or more goes, remove one by one. A selection that breaks a
 * limit is refused whole, with the validation package's message under the field. Photos are scaled
 * down as they are added, so what is listed is what will be sent, and go up to storage at once (the
 * upload queue), each with its progress; the quote's text names them when it is sent (issue 49).
 */
export function FilePicker({ name, label, hint }: { name: string; label: string; hint: string }) {
  const { setError, clearErrors } = useFormContext();
  const { field } = useController({ name });
  const files: File[] = field.value ?? [];
  // The files chosen and still being scaled: listed at once, so the list takes its place at the choice.
  const [pending, setPending] = useState<File[]>([]);
  const preparing = pending.length > 0;
  const input = useRef<HTMLInputElement | null>(null);
  // A submit while photos are being scaled (and handed to the queue) waits for them (app-form.tsx).
  const { track, challenge } = useFormWork();
  const uploads = useQuoteUploads(input, challenge);
  const progress = new Map(uploads?.draft?.files.map((entry) => [entry.file, entry]));

  // Photos an earlier visit picked but did not send come back into the list (the queue sends them on).
  const adopted = useRef(new Set<File>());
  const adoptRestored = useEffectEvent((restored: File[]) => {
    const fresh = restored.filter((file) => !adopted.current.has(file) && !files.includes(file));
    for (const file of restored) adopted.current.add(file);
    if (fresh.length) field.onChange([...files, ...fresh].slice(0, FILE_LIMITS.maxFiles));
  });
  const restored = uploads?.restoredDraft;
  useEffect(() => {
    if (restored?.length) adoptRestored(restored);
  }, [restored]);

  async function add(chosen: File[]) {
    const problem = checkFileSelection(files, chosen);
    if (problem) {
      setError(name, { type: 'selection', message: problem }, { shouldFocus: false });
      return;
    }
    // The field is disabled only while scaling, so a second choice cannot race the first; the hand-off
    // to the queue below may take a while (its code loads on first use) and keeps the field usable.
    setPending(chosen);
    let prepared: File[];
    try {
      prepared = await Promise.all(chosen.map(scaleImage));
    } finally {
      setPending([]);
    }
    const tooLarge = checkTotalEncodedSize([...files, ...prepared]);
    if (tooLarge) {
      setError(name, { type: 'total', message: tooLarge }, { shouldFocus: false });
      return;
    }
    clearErrors(name);
    field.onChange([...files, ...prepared]);
    try {
      await (await quoteUploads()).add(prepared);
    } catch (error) {
      // The upload code could not be loaded (offline): the tap hands the files to the queue again.
      console.warn('The photos could not be handed to the upload queue yet', error);
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
    const file = files[index];
    if (file) void quoteUploads().then((queue) => queue.remove(file));
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
          <UploadStatus
            snapshot={uploads}
            preparing={preparing}
            chosenBytes={[...files, ...pending].reduce((sum, file) => sum + file.size, 0)}
          />
          {files.length + pending.length > 0 && (
            <ul
              aria-label="Valgte filer"
              className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-300"
            >
              {files.map((file, index) => (
                <FileRow
                  key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                  file={file}
                  progress={progress.get(file)}
                  onRemove={() => remove(index)}
                />
              ))}
              {pending.map((file, index) => (
                <FileRow
                  key={`${file.name}-${file.size}-${file.lastModified}-${files.length + index}`}
                  file={file}
                  preparing
                />
              ))}
            </ul>
          )}
        </>
      )}
    </FormField>
  );
}
