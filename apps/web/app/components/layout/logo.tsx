import { Link } from 'react-router';
import { cx } from '~/components/ui/cx';

/**
 * The Rentspace word mark with a simple key-and-door mark, linking home. `compact`: the word is
 * left out on tablet widths, where the signed-in header needs its room for the navigation.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/"
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg text-ink"
      aria-label="Rentspace home"
    >
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden className="text-brand-600">
        <rect x="2" y="2" width="28" height="28" rx="8" fill="currentColor" />
        <path d="M10 24V12.5L16 8l6 4.5V24h-4.5v-6h-3v6Z" fill="white" />
      </svg>
      <span className={cx('text-xl font-bold tracking-tight', compact && 'md:max-lg:sr-only')}>
        Rentspace
      </span>
    </Link>
  );
}
