import { useId, useState } from 'react';
import { Plus } from 'lucide-react';
import type { SpaceType, SpaceTypeSuggestion } from '@rentspace/core/listings/types';
import { SPACE_TYPE_TEXT } from '@rentspace/core/listings/constants';
import { TEXT_LIMITS } from '@rentspace/core/listings/limits';
import { SpaceTypeSchema } from '@rentspace/core/listings/schema';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/field';
import { ApiRequestError } from '~/lib/api';
import { listingsApi } from './api';

/**
 * The inline 'add a type' of the listing form: stores the name lowercased, the label as typed. For
 * anyone but an admin the type is a suggestion (docs/product/listings.md#space-type-suggestions),
 * which the host may use on drafts until an admin approves it; the form says so.
 */
export function AddSpaceType({
  onAdded,
}: {
  onAdded(type: SpaceType | SpaceTypeSuggestion): void;
}) {
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const id = useId();

  async function add() {
    // The server's own rules, checked here first.
    const checked = SpaceTypeSchema.safeParse({ name: label, label });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Type name is required');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const type = await listingsApi.addSpaceType(label);
      onAdded(type);
      setNote(
        'status' in type && type.status === 'pending'
          ? SPACE_TYPE_TEXT.suggested(type.label)
          : null,
      );
      setLabel('');
      setOpen(false);
    } catch (failure) {
      const fields = failure instanceof ApiRequestError ? failure.fields : {};
      setError(
        fields.name?.[0] ??
          fields.label?.[0] ??
          (failure instanceof Error ? failure.message : 'Failed to add the type'),
      );
    } finally {
      setPending(false);
    }
  }

  if (!open) {
    return (
      <>
        <Button variant="ghost" size="sm" className="-ml-3" onClick={() => setOpen(true)}>
          <Plus className="size-4" aria-hidden /> Add a type
        </Button>
        {note && (
          <p role="status" className="text-sm text-muted">
            {note}
          </p>
        )}
      </>
    );
  }
  return (
    <div className="space-y-1.5 rounded-xl bg-surface p-3">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        New type
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          value={label}
          maxLength={TEXT_LIMITS.type}
          placeholder="e.g. Rooftop"
          className="min-w-0 flex-1"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setLabel(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the type instead of submitting the whole listing.
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            }
          }}
        />
        <Button onClick={() => void add()} pending={pending}>
          Add
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={pending}>
          Cancel
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
