import { useState } from 'react';
import { ApiRequestError } from '~/lib/api';
import { cx } from '~/components/ui/cx';
import { ErrorMessage } from '~/components/ui/states';
import { setSpaceAvailability } from './api';

const FAILED = 'Failed to update availability';

/** The owner's switch: available <-> unavailable (unavailable pauses bookings). */
export function AvailabilityToggle({
  spaceId,
  available,
  onChange,
}: {
  spaceId: string;
  available: boolean;
  onChange(available: boolean): void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    setPending(true);
    setError(null);
    try {
      const result = await setSpaceAvailability(spaceId, !available);
      onChange(result?.available ?? !available);
    } catch (caught) {
      console.warn('Could not update availability', caught);
      setError(
        caught instanceof ApiRequestError && caught.status === 404 ? caught.message : FAILED,
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <section
      aria-label="Your listing"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-4"
    >
      <div className="flex items-center justify-between gap-4">
        <div>
          <p id="availability-toggle-label" className="font-semibold">
            Available for booking
          </p>
          <p className="text-sm text-muted">
            {available
              ? 'Guests can book this listing.'
              : 'Bookings are paused until you switch this on.'}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={available}
          aria-labelledby="availability-toggle-label"
          aria-busy={pending || undefined}
          disabled={pending}
          onClick={toggle}
          className="inline-flex min-h-11 shrink-0 items-center disabled:opacity-60"
        >
          <span
            className={cx(
              'inline-flex h-8 w-14 items-center rounded-full transition-colors duration-150',
              available ? 'bg-brand-600' : 'bg-subtle',
            )}
          >
            <span
              className={cx(
                'inline-block size-6 rounded-full bg-white shadow transition-transform duration-150',
                available ? 'translate-x-7' : 'translate-x-1',
              )}
            />
          </span>
        </button>
      </div>
      {error && <ErrorMessage className="mt-3">{error}</ErrorMessage>}
    </section>
  );
}
