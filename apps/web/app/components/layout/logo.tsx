import { Link } from 'react-router';

/** The Rentspace word mark with a simple key-and-door mark, linking home. */
export function Logo() {
  return (
    <Link
      to="/"
      className="inline-flex min-h-11 items-center gap-2 rounded-lg text-ink"
      aria-label="Rentspace home"
    >
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden className="text-brand-600">
        <rect x="2" y="2" width="28" height="28" rx="8" fill="currentColor" />
        <path d="M10 24V12.5L16 8l6 4.5V24h-4.5v-6h-3v6Z" fill="white" />
      </svg>
      <span className="text-xl font-bold tracking-tight">Rentspace</span>
    </Link>
  );
}
