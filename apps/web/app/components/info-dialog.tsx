import { type ReactNode, useId, useRef } from 'react';

interface InfoDialogProps {
  /** The text of the button that opens the dialog. */
  trigger: string;
  title: string;
  children: ReactNode;
}

/**
 * A button and the modal `<dialog>` it opens: the browser focuses its first control (Luk), keeps focus
 * inside, closes it on Escape and returns focus to the button.
 */
export function InfoDialog({ trigger, title, children }: InfoDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        className="btn-secondary w-full"
        aria-haspopup="dialog"
        onClick={() => ref.current?.showModal()}
      >
        {trigger}
      </button>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        className="m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-2xl rounded-lg bg-white p-0 text-slate-800 shadow-2xl"
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          <button
            type="button"
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 font-semibold"
            onClick={() => ref.current?.close()}
          >
            Luk
          </button>
        </div>
        <div className="p-5">{children}</div>
      </dialog>
    </>
  );
}
