import { useId } from 'react';
import { cx } from '~/components/ui/cx';

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  pending?: boolean;
  /** Extra context for screen readers, e.g. which listing the switch belongs to. */
  describedBy?: string;
}

/** An on/off switch: a button with role=switch and aria-checked, named by its visible label. */
export function Switch({ label, checked, onChange, pending, describedBy }: SwitchProps) {
  const labelId = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-3">
      <span id={labelId} className="text-sm font-medium text-ink">
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-busy={pending || undefined}
        disabled={pending}
        onClick={() => onChange(!checked)}
        className={cx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors duration-150 disabled:cursor-wait disabled:opacity-60',
          // A 44 px touch target around the 28 px track.
          "after:absolute after:-inset-2 after:content-['']",
          checked ? 'bg-brand-600' : 'bg-subtle',
        )}
      >
        <span
          aria-hidden
          className={cx(
            'inline-block size-5 rounded-full bg-white shadow transition-transform duration-150',
            checked ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
