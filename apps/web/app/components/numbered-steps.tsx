/** The two looks of a numbered list of steps: a compact column in a side panel, or cards in a grid. */
const looks = {
  compact: { list: 'mt-6 space-y-4', item: 'flex gap-4', badge: 'size-9', text: 'pt-1.5' },
  cards: {
    list: 'mt-10 grid gap-4 md:grid-cols-2',
    item: 'flex items-start gap-4 rounded-lg border border-slate-200 p-5',
    badge: 'size-10',
    text: 'pt-2',
  },
};

/** Steps numbered by their order; the number is drawn, the list itself carries it for screen readers. */
export function NumberedSteps({ steps, look }: { steps: readonly string[]; look: keyof typeof looks }) {
  const style = looks[look];
  return (
    <ol className={style.list}>
      {steps.map((step, index) => (
        // Plain strings the owner may repeat: their place is their identity.
        <li key={index} className={style.item}>
          <span
            aria-hidden="true"
            className={`flex ${style.badge} shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white`}
          >
            {index + 1}
          </span>
          <span className={`${style.text} text-slate-800`}>{step}</span>
        </li>
      ))}
    </ol>
  );
}
