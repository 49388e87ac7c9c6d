/** The header's small line icons: decoration only, the buttons carry the words. */

export function ChevronIcon({ className = 'app-icon app-icon--chevron' }: { className?: string }) {
  return (
    <svg className={className} aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function GlobeIcon() {
  return (
    <svg className="app-icon" aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M2 10h16M10 2c2.4 2.2 3.5 4.9 3.5 8s-1.1 5.8-3.5 8c-2.4-2.2-3.5-4.9-3.5-8S7.6 4.2 10 2Z" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** Nine squares: the usual sign for "other applications". */
export function SystemsIcon() {
  return (
    <svg className="app-icon" aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
      {[3, 8.5, 14].flatMap((y) => [3, 8.5, 14].map((x) => <rect key={`${x}-${y}`} x={x} y={y} width="3.5" height="3.5" rx="0.8" fill="currentColor" />))}
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg className="app-icon" aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
      <path d="M5 5l10 10M15 5 5 15" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** The brand's mark, the same globe as the public header's logo. */
export function BrandMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
      <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M16 2v28M3 12h26M3 20h26" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}
