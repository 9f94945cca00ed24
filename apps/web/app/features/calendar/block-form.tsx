import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BLOCK_NOTE_MAX,
  BlockInputSchema,
  type Block,
  type BlockInput,
} from '@rentspace/core/bookings/calendar';
import { Button } from '~/components/ui/button';
import { Field, inputClasses, TextField, Textarea } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';
import { ApiRequestError } from '~/lib/api';
import { notify } from '~/lib/toast';
import { zoneName } from '~/lib/time-format';
import { calendarApi } from './api';

/** Quarter hours from 00:00 to 24:00, the times a block may start or end at. */
const TIMES = Array.from({ length: 97 }, (_, index) => {
  const minutes = index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/**
 * Blocking a time, the calendar's accessible way (docs/product/booking-lifecycle.md#blocked-times):
 * a date, the whole day (through a last day) or a time range, and a private note. The server's
 * refusal (a booking in the way) is shown above the button, in its words.
 */
export function BlockForm({
  spaceId,
  timeZone,
  initial,
  onDone,
}: {
  spaceId: string;
  timeZone: string;
  initial: Partial<BlockInput>;
  onDone(): void;
}) {
  const form = useForm<BlockInput, unknown, Block>({
    resolver: zodResolver(BlockInputSchema),
    defaultValues: { whole_day: true, start: '09:00', end: '17:00', note: '', ...initial },
  });
  const [error, setError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const wholeDay = useWatch({ control: form.control, name: 'whole_day' });

  const submit = form.handleSubmit(async (block) => {
    setError(null);
    const body: BlockInput = block.whole_day
      ? {
          date: block.date,
          end_date: block.end_date || undefined,
          whole_day: true,
          note: block.note,
        }
      : {
          date: block.date,
          whole_day: false,
          start: block.start,
          end: block.end,
          note: block.note,
        };
    try {
      await calendarApi.block(spaceId, body);
      notify.success('Time blocked', { description: 'Guests cannot book it now.' });
      onDone();
    } catch (caught) {
      if (caught instanceof ApiRequestError) {
        // A refusal of a field is said under that field, once; the rest above the button.
        let shown = false;
        for (const [field, messages] of Object.entries(caught.fields)) {
          if (!(field in body)) continue;
          form.setError(field as keyof BlockInput, { message: messages[0] });
          shown = true;
        }
        if (!shown) setError(caught.message);
      } else setError('Failed to block this time');
    }
  });

  return (
    <form
      onSubmit={(event) => {
        // A refusal is of what was sent: the next try, even one the browser stops, starts clean.
        setError(null);
        void submit(event);
      }}
      noValidate
      className="space-y-4"
    >
      <p className="text-sm text-muted">
        Times are in the listing&apos;s zone, {zoneName(timeZone)}.
      </p>
      <TextField label="Date" type="date" error={errors.date?.message} {...form.register('date')} />
      {/* One group of radios (one name): arrow keys move between them, one Tab stop. */}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">What to block</legend>
        <div className="flex flex-wrap gap-4">
          <label className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="block-extent"
              value="whole-day"
              className="size-4 accent-brand-600"
              checked={wholeDay !== false}
              onChange={() => form.setValue('whole_day', true)}
            />
            Whole day
          </label>
          <label className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="block-extent"
              value="time-range"
              className="size-4 accent-brand-600"
              checked={wholeDay === false}
              onChange={() => form.setValue('whole_day', false)}
            />
            From – to
          </label>
        </div>
      </fieldset>
      {wholeDay !== false ? (
        <TextField
          label="Through (optional)"
          hint="The last day to block, for several days at once."
          type="date"
          error={errors.end_date?.message}
          {...form.register('end_date', { setValueAs: (value: string) => value || undefined })}
        />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          {(['start', 'end'] as const).map((name) => (
            <Field
              key={name}
              label={name === 'start' ? 'From' : 'To'}
              error={errors[name]?.message}
            >
              {({ id, describedBy, invalid }) => (
                <select
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  className={inputClasses}
                  {...form.register(name)}
                >
                  {(name === 'start' ? TIMES.slice(0, -1) : TIMES.slice(1)).map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ))}
        </div>
      )}
      <Field
        label="Private note (optional)"
        hint={`Only you see it. At most ${BLOCK_NOTE_MAX} characters.`}
        error={errors.note?.message}
      >
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            maxLength={BLOCK_NOTE_MAX}
            className="min-h-20"
            {...form.register('note')}
          />
        )}
      </Field>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <Button type="submit" className="w-full" pending={isSubmitting}>
        Block this time
      </Button>
    </form>
  );
}
