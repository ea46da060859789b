import type { PhaseIcon } from '~/lib/content/process-page';

// The drawing for each icon the studio offers (studio/schemaTypes/objects/process-phase.ts).
const iconPaths: Record<PhaseIcon, string> = {
  chat: 'M4 5h16v10H9l-5 4z',
  clipboard: 'M9 4h6v3H9zM6 6h3M15 6h3v14H6V6M9 12h6M9 16h4',
  hammer: 'M14 4l6 6-3 3-6-6zM11 7l-7 7 3 3 7-7',
  check: 'M5 12.5l4.5 4.5L19 7.5',
};

interface Phase {
  key: string;
  title: string;
  description: string;
  icon: PhaseIcon;
}

/** The numbered phases of a project, each with its icon. */
export function PhaseList({ phases }: { phases: readonly Phase[] }) {
  return (
    <ol className="mt-10 grid gap-6 md:grid-cols-2">
      {phases.map((phase, index) => (
        <li key={phase.key} className="flex gap-5 rounded-lg bg-white p-6 shadow-sm">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path
                d={iconPaths[phase.icon] ?? iconPaths.check}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          <div>
            <h3 className="text-xl font-bold">
              <span className="text-brand-700">{index + 1}.</span> {phase.title}
            </h3>
            <p className="mt-2 text-slate-700">{phase.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
