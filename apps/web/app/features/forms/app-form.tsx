import {
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { toast } from 'sonner';
import { type ChallengeSolver, challengeExpired, createChallengeSolver } from '~/lib/challenge';
import type { SpamFields, SubmitOptions, SubmitResult } from '~/lib/submit-form';

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

/**
 * Work a field still does on what the visitor gave it (photos being scaled): a submit waits for it, so a
 * tap on the button while a photo is being prepared sends the quote with the photo, not without it.
 */
const FormWork = createContext<{
  track(work: Promise<unknown>): void;
  waiting: boolean;
  challenge(): Promise<string>;
}>({
  track: () => {},
  waiting: false,
  challenge: () => Promise.reject(new Error('Outside a form')),
});

/**
 * `track` registers a field's work the submit must wait for; `waiting`: a submit is waiting for it;
 * `challenge`: the form's next solved challenge, for a form that `holdsChallenge`.
 */
export const useFormWork = () => useContext(FormWork);

/** A toast: a line of text, or a title with a description. */
export type ToastText = string | { title: string; description: string };

/** The texts the submit flow shows (spec section 8). */
export type SubmitToasts = { success: ToastText; failure: ToastText; unexpected: ToastText };

type AppFormProps<TInput extends FieldValues, TOutput extends FieldValues> = {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Sends the parsed values plus the spam fields; the form counts as submitting until this settles. */
  send(values: TOutput & SpamFields, options: SubmitOptions): Promise<SubmitResult>;
  toasts: SubmitToasts;
  /**
   * The form gets its solved challenge itself (`useFormWork().challenge`) and sends it with its values:
   * the quote, whose photos' upload grant is given for the solution its text is later sent with (issue 49).
   * `send` then gets an empty `altcha`.
   */
  holdsChallenge?: boolean;
  /** Maps a payload field of the server's field errors to the form's (`attachments` -> `files`). */
  fieldAliases?: Record<string, string>;
  /** The form's accessible name. */
  label: string;
  children: ReactNode;
  className?: string;
  /** The form's language, when it differs from the page's. */
  lang?: string;
};

function show(kind: 'success' | 'error', text: ToastText) {
  if (typeof text === 'string') toast[kind](text);
  else toast[kind](text.title, { description: text.description });
}

/**
 * The one form wrapper: react-hook-form context and the whole submit flow of every form. It adds the
 * bot defences (a honeypot field people never see; an ALTCHA proof of work solved in a worker from the
 * moment the form is shown), sends with an Idempotency-Key that stays the same until a submission
 * succeeds (so a retry after a lost answer is one submission), then shows the spec's toast: on success
 * it empties the form; on failure it keeps every value and puts the server's field errors under the fields.
 */
export function AppForm<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  send,
  toasts,
  holdsChallenge = false,
  fieldAliases = {},
  label,
  children,
  className,
  lang,
}: AppFormProps<TInput, TOutput>) {
  const honeypot = useRef<HTMLInputElement>(null);
  const idempotencyKey = useRef('');
  const solver = useRef<ChallengeSolver | undefined>(undefined);
  const work = useRef(new Set<Promise<unknown>>());
  const waiting = useRef(false);
  const [held, setHeld] = useState(false);
  // Set once React has taken over the prerendered form, so it can be filled in (tests wait for it).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    idempotencyKey.current = crypto.randomUUID();
    setReady(true);
  }, []);

  /** The proof of work starts when the visitor starts on the form (`prepare`), not for every page view. */
  function challengeSolver(): ChallengeSolver {
    solver.current ??= createChallengeSolver();
    return solver.current;
  }

  function showFieldErrors(fieldErrors: Record<string, string[]> = {}) {
    const fields = Object.keys(form.getValues());
    let first = true;
    for (const [path, messages] of Object.entries(fieldErrors)) {
      const top = path.split('.')[0] ?? '';
      const name = fieldAliases[top] ?? top;
      if (!fields.includes(name) || !messages[0]) continue;
      form.setError(name as Path<TInput>, { type: 'server', message: messages[0] }, { shouldFocus: first });
      first = false;
    }
  }

  const submit = form.handleSubmit(async (values) => {
    /** Sends with a solved challenge; undefined (the failure shown) when none could be fetched. */
    async function sendSolved(): Promise<SubmitResult | undefined> {
      let altcha = '';
      try {
        if (!holdsChallenge) altcha = await challengeSolver().solution();
      } catch (error) {
        // The function could not be reached for a challenge: the same as a failed call.
        console.error(error);
        show('error', toasts.failure);
        return undefined;
      }
      return send(
        { ...values, website: honeypot.current?.value ?? '', altcha },
        { idempotencyKey: idempotencyKey.current },
      );
    }
    try {
      let result = await sendSolved();
      // Refused for a challenge that expired on the way: once more with a new one, not a lost quote.
      if (result && !holdsChallenge && challengeExpired(result)) result = await sendSolved();
      if (!result) return;
      if (result.success) {
        show('success', result.successToast ?? toasts.success);
        form.reset();
        idempotencyKey.current = crypto.randomUUID();
        return;
      }
      console.error(`${label} was not sent:`, result.error);
      showFieldErrors(result.fieldErrors);
      show('error', toasts.failure);
    } catch (error) {
      console.error(error);
      show('error', toasts.unexpected);
    }
  });

  function track(promise: Promise<unknown>) {
    work.current.add(promise);
    const done = () => work.current.delete(promise);
    promise.then(done, done);
  }

  /** Sends once the fields' work is done; a second tap meanwhile is the same submit. */
  async function submitWhenReady(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!work.current.size) return submit(event);
    if (waiting.current) return;
    waiting.current = true;
    setHeld(true);
    try {
      while (work.current.size) await Promise.allSettled([...work.current]);
    } finally {
      waiting.current = false;
      setHeld(false);
    }
    return submit();
  }

  return (
    <FormProvider {...form}>
      <FormWork value={{ track, waiting: held, challenge: () => challengeSolver().solution() }}>
        <form
          noValidate
          aria-label={label}
          lang={lang}
          aria-busy={form.formState.isSubmitting || held}
          data-ready={ready || undefined}
          onSubmit={(event) => void submitWhenReady(event)}
          onFocus={() => challengeSolver().prepare()}
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
      </FormWork>
    </FormProvider>
  );
}
