import { useId, type Ref } from 'react';
import { Star } from 'lucide-react';
import { cx } from '~/components/ui/cx';

const WORDS = ['Terrible', 'Poor', 'Okay', 'Good', 'Excellent'];

/** Five stars as a radio group: keyboard arrows move between them, each has a spoken name. */
export function StarRatingInput({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: number;
  onChange(value: number): void;
  error?: string;
  /** The form's handle on the group: a missing rating focuses its chosen star, else the first. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const name = useId();
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">Your rating</legend>
      <div className="mt-1 flex items-center gap-1">
        {WORDS.map((word, index) => {
          const stars = index + 1;
          return (
            <label
              key={stars}
              className="cursor-pointer rounded-full p-1.5 focus-within:ring-2 focus-within:ring-brand-600"
            >
              <input
                ref={stars === (value || 1) ? inputRef : undefined}
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="sr-only"
                aria-label={`${stars} star${stars > 1 ? 's' : ''}, ${word}`}
                aria-invalid={error ? true : undefined}
              />
              <Star
                className={cx('size-8', stars <= value ? 'text-amber-500' : 'text-line')}
                fill="currentColor"
                aria-hidden
              />
            </label>
          );
        })}
        <span className="ml-2 text-sm text-muted" aria-hidden>
          {value > 0 ? WORDS[value - 1] : ''}
        </span>
      </div>
      {error && (
        <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
