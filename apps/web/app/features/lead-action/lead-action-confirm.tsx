import { useEffect, useRef, useState } from 'react';
import { type ActionAnswer, type ActionResult, requestAction } from './lead-action-request';

/** What the tap sets, as Henvendelser names the status. */
const SETS: Record<ActionAnswer['action'], string> = {
  called: 'Løftet om at ringe står som holdt, og en ny henvendelse får status Besvaret.',
  'quote-sent': 'Løftet om et tilbud står som holdt, og henvendelsen får status Tilbud sendt.',
};

const when = new Intl.DateTimeFormat('da-DK', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Copenhagen',
});

type State =
  | { kind: 'loading' }
  | { kind: 'ask'; answer: ActionAnswer; failed?: string }
  | { kind: 'sending'; answer: ActionAnswer }
  | { kind: 'done'; answer: ActionAnswer; now: boolean }
  | { kind: 'refused'; message: string }
  | { kind: 'offline' };

const OFFLINE_TEXT = 'Der er ingen forbindelse lige nu. Prøv igen, når telefonen har net.';
const MISSING_TEXT = 'Linket mangler sin kode. Åbn det igen fra e-mailen.';

/** The state a preview's or a tap's answer leads to. */
function after(result: ActionResult, now: boolean): State {
  if (result.kind === 'ok')
    // A link used before (a second tap, a forwarded e-mail) says when, and offers nothing to tap.
    return now || result.answer.usedAt
      ? { kind: 'done', answer: result.answer, now }
      : { kind: 'ask', answer: result.answer };
  if (result.kind === 'used') return { kind: 'done', answer: result.answer, now: false };
  if (result.kind === 'refused') return { kind: 'refused', message: result.message };
  return { kind: 'offline' };
}

/**
 * The owner's confirmation of a one-tap action from a company e-mail (issue 56, decision 062): it reads
 * the signed token from the address's fragment, shows the lead and the action, and only the button
 * takes it. Opening the page (as a mail scanner does) changes nothing.
 */
export function LeadActionConfirm() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const token = useRef('');
  const message = useRef<HTMLDivElement>(null);

  const look = async () => {
    setState({ kind: 'loading' });
    setState(after(await requestAction(token.current, false), false));
  };

  useEffect(() => {
    token.current = decodeURIComponent(window.location.hash.slice(1));
    if (!token.current) setState({ kind: 'refused', message: MISSING_TEXT });
    else void look();
  }, []);

  // A new outcome is announced and takes the focus, so a screen reader and a keyboard land on it.
  useEffect(() => {
    if (state.kind !== 'loading' && state.kind !== 'sending') message.current?.focus();
  }, [state.kind]);

  const take = async (answer: ActionAnswer) => {
    setState({ kind: 'sending', answer });
    const result = await requestAction(token.current, true);
    setState(result.kind === 'offline' ? { kind: 'ask', answer, failed: OFFLINE_TEXT } : after(result, true));
  };

  const lead = (answer: ActionAnswer) => (
    <p className="mt-4 text-lg text-slate-700">
      Henvendelse {answer.reference} fra <strong>{answer.name}</strong> ({answer.formName}).
    </p>
  );

  return (
    <div ref={message} tabIndex={-1} role="status" className="mt-6 outline-none">
      {state.kind === 'loading' && <p className="text-lg text-slate-700">Henter handlingen …</p>}
      {(state.kind === 'ask' || state.kind === 'sending') && (
        <>
          <h2 className="text-2xl font-bold">{state.answer.actionText}?</h2>
          {lead(state.answer)}
          <p className="mt-2 text-slate-700">{SETS[state.answer.action]}</p>
          {state.kind === 'ask' && state.failed && (
            <p className="mt-4 font-semibold text-red-800">{state.failed}</p>
          )}
          <button
            type="button"
            className="btn-primary mt-6"
            aria-disabled={state.kind === 'sending'}
            onClick={() => state.kind === 'ask' && void take(state.answer)}
          >
            {state.kind === 'sending' ? 'Registrerer …' : `Bekræft: ${state.answer.actionText}`}
          </button>
        </>
      )}
      {state.kind === 'done' && (
        <>
          <h2 className="text-2xl font-bold">
            {state.now ? `Registreret: ${state.answer.actionText}` : 'Det er allerede registreret'}
          </h2>
          {lead(state.answer)}
          <p className="mt-2 text-slate-700">
            {state.now
              ? SETS[state.answer.action]
              : `"${state.answer.actionText}" blev registreret ${state.answer.usedAt ? when.format(new Date(state.answer.usedAt)) : 'før'}, så intet er ændret.`}
          </p>
        </>
      )}
      {state.kind === 'refused' && <p className="text-lg font-semibold text-red-800">{state.message}</p>}
      {state.kind === 'offline' && (
        <>
          <p className="text-lg font-semibold text-red-800">{OFFLINE_TEXT}</p>
          <button type="button" className="btn-secondary mt-6" onClick={() => void look()}>
            Prøv igen
          </button>
        </>
      )}
    </div>
  );
}
