import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { SpamFields } from '~/lib/submit-form';

/**
 * A form over a schema: `useAppForm(zodResolver(schema), defaults)`. Errors appear on submit, under the
 * fields, and focus moves to the first invalid one; after that each field re-validates as it changes.
 * (Not on leaving a field: a message appearing then shifts the layout under a click on the button.)
 */
export function useAppForm<TInput extends FieldValues, TOutput extends FieldValues>(
  resolver: Resolver<TInput, unknown, TOutput>,
  defaultValues: DefaultValues<TInput>,
): UseFormReturn<TInput, unknown, TOutput> {
  return useForm<TInput, unknown, TOutput>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

export type SubmitHelpers = {
  /** Empties the form (after success) and restarts its fill-time clock. */
  reset(): void;
  /**
   * Shows the server's field errors (keyed by dotted path, as send-email answers) under the fields,
   * focusing the first. `aliases` maps a payload field to the form's (`attachments` -> `files`).
   */
  showFieldErrors(fieldErrors: Record<string, string[]> | undefined, aliases?: Record<string, string>): void;
};

type AppFormProps<TInput extends FieldValues, TOutput extends FieldValues> = {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Gets the parsed values plus the spam fields; the form counts as submitting until this settles. */
  onSubmit(values: TOutput & SpamFields, helpers: SubmitHelpers): Promise<void>;
  /** The form's accessible name. */
  label: string;
  children: ReactNode;
  className?: string;
  /** The form's language, when it differs from the page's. */
  lang?: string;
};

/**
 * The one form wrapper: react-hook-form context, the submit flow, and the bot defences every form sends
 * (a honeypot field people never see, and the time since the form was shown).
 */
export function AppForm<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  label,
  children,
  className,
  lang,
}: AppFormProps<TInput, TOutput>) {
  const shownAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  // Set once React has taken over the prerendered form, so it can be filled in (tests wait for it).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    shownAt.current = performance.now();
    setReady(true);
  }, []);

  const helpers: SubmitHelpers = {
    reset() {
      form.reset();
      shownAt.current = performance.now();
    },
    showFieldErrors(fieldErrors = {}, aliases = {}) {
      const fields = Object.keys(form.getValues());
      let first = true;
      for (const [path, messages] of Object.entries(fieldErrors)) {
        const top = path.split('.')[0] ?? '';
        const name = aliases[top] ?? top;
        if (!fields.includes(name) || !messages[0]) continue;
        form.setError(name as Path<TInput>, { type: 'server', message: messages[0] }, { shouldFocus: first });
        first = false;
      }
    },
  };

  const submit = form.handleSubmit((values) =>
    onSubmit(
      {
        ...values,
        website: honeypot.current?.value ?? '',
        elapsedMs: Math.round(performance.now() - shownAt.current),
      },
      helpers,
    ),
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={label}
        lang={lang}
        aria-busy={form.formState.isSubmitting}
        data-ready={ready || undefined}
        onSubmit={(event) => void submit(event)}
        className={className ?? 'relative space-y-6'}
      >
        {children}
        {/* Bots fill in every field; people never see this one, and it is not in the tab order. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
          <label>
            Website
            <input
              ref={honeypot}
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </label>
        </div>
      </form>
    </FormProvider>
  );
}
