/** The company mark: a roof over a wave, drawn inline so it costs no request. */
export function Logo({ companyName }: { companyName: string }) {
  return (
    <a href="/" className="flex items-center gap-2 rounded-md text-slate-900 no-underline">
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" className="shrink-0">
        <rect width="40" height="40" rx="8" fill="#0b4f6c" />
        <path d="M8 21 20 10l12 11" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
        <path
          d="M8 29c4-3 8 3 12 0s8 3 12 0"
          fill="none"
          stroke="#f59e0b"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-lg leading-tight font-bold">{companyName}</span>
    </a>
  );
}
