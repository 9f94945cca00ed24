import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pin, PinOff, Trash2 } from 'lucide-react';
import type { ProfileUpdate } from '@rentspace/core/profiles/api';
import { PROFILE_UPDATE_TYPES } from '@rentspace/core/profiles/constants';
import { PROFILE_MESSAGES } from '@rentspace/core/profiles/messages';
import {
  UPDATE_TYPE_LABELS,
  UpdateSchema,
  type Update,
  type UpdateInput,
} from '@rentspace/core/profiles/schemas';
import { Button } from '~/components/ui/button';
import { Field, Input, Textarea, inputClasses } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';
import { notify } from '~/lib/toast';
import { addUpdate, deleteUpdate, editUpdate } from './api';

/** Pinned first, then newest (docs/product/profiles.md#profile-updates). */
export function sortUpdates(updates: ProfileUpdate[]): ProfileUpdate[] {
  return [...updates].sort(
    (a, b) => Number(b.is_pinned) - Number(a.is_pinned) || b.created_at.localeCompare(a.created_at),
  );
}

const EMPTY: UpdateInput = { title: '', content: '', type: 'general', is_pinned: false };

function AddUpdateForm({ onAdded }: { onAdded(update: ProfileUpdate): void }) {
  const form = useForm<UpdateInput, unknown, Update>({
    resolver: zodResolver(UpdateSchema),
    defaultValues: EMPTY,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onAdded(await addUpdate(values));
      form.reset(EMPTY);
      notify.success(PROFILE_MESSAGES.updateAdded);
    } catch {
      setFailure(PROFILE_MESSAGES.addUpdateFailed);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-2xl bg-surface p-4"
      aria-label="Add an update"
    >
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <Field label="Update title" error={errors.title?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              placeholder="New backdrops arrived"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('title')}
            />
          )}
        </Field>
        <Field label="Type" error={errors.type?.message}>
          {({ id, describedBy }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              className={inputClasses}
              {...form.register('type')}
            >
              {PROFILE_UPDATE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {UPDATE_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Content" error={errors.content?.message}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            rows={3}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('content')}
          />
        )}
      </Field>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          {...form.register('is_pinned')}
        />{' '}
        Pin to the top of my profile
      </label>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <Button type="submit" variant="secondary" pending={form.formState.isSubmitting}>
        Add update
      </Button>
    </form>
  );
}

function UpdateItem({
  update,
  busy,
  onPin,
  onDelete,
}: {
  update: ProfileUpdate;
  busy: boolean;
  onPin(): void;
  onDelete(): void;
}) {
  return (
    <article className="flex gap-2 p-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
          {update.is_pinned && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
              Pinned
            </span>
          )}
          <span>{UPDATE_TYPE_LABELS[update.type]}</span>
          <time dateTime={update.created_at}>
            {new Date(update.created_at).toLocaleDateString('en-US', {
              month: 'short',
              day: 'numeric',
              year: 'numeric',
            })}
          </time>
        </p>
        <h3 className="mt-1 font-medium">{update.title}</h3>
        <p className="mt-1 whitespace-pre-line text-sm text-muted">{update.content}</p>
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        <Button
          variant="ghost"
          size="icon"
          aria-label={update.is_pinned ? `Unpin ${update.title}` : `Pin ${update.title}`}
          aria-pressed={update.is_pinned}
          disabled={busy}
          onClick={onPin}
        >
          {update.is_pinned ? (
            <PinOff className="size-4" aria-hidden />
          ) : (
            <Pin className="size-4" aria-hidden />
          )}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-danger-700"
          aria-label={`Delete update ${update.title}`}
          disabled={busy}
          onClick={onDelete}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </article>
  );
}

/** Updates on the public profile: add (title, content, type), pin and delete; pinned first, then newest. */
export function UpdatesEditor({ initial }: { initial: ProfileUpdate[] }) {
  const [updates, setUpdates] = useState(() => sortUpdates(initial));
  const [busy, setBusy] = useState<string | null>(null);

  async function run(id: string, action: () => Promise<string>, failure: string) {
    setBusy(id);
    try {
      notify.success(await action());
    } catch {
      notify.error(failure);
    } finally {
      setBusy(null);
    }
  }
  const pin = (update: ProfileUpdate) =>
    run(
      update.id,
      async () => {
        const saved = await editUpdate(update.id, { is_pinned: !update.is_pinned });
        setUpdates((list) =>
          sortUpdates(list.map((item) => (item.id === saved.id ? saved : item))),
        );
        return saved.is_pinned ? PROFILE_MESSAGES.updatePinned : PROFILE_MESSAGES.updateUnpinned;
      },
      PROFILE_MESSAGES.updateFailed,
    );
  const remove = (update: ProfileUpdate) =>
    run(
      update.id,
      async () => {
        await deleteUpdate(update.id);
        setUpdates((list) => list.filter((item) => item.id !== update.id));
        return PROFILE_MESSAGES.updateDeleted;
      },
      PROFILE_MESSAGES.deleteUpdateFailed,
    );

  return (
    <section aria-labelledby="updates-heading" className="min-w-0 space-y-4">
      <div>
        <h2 id="updates-heading" className="text-lg font-semibold">
          Updates
        </h2>
        <p className="text-sm text-muted">
          News for guests. Pinned updates appear in your public profile.
        </p>
      </div>
      {updates.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-4 text-sm text-muted">
          No updates yet. Share news about your spaces below.
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-2xl border border-line">
          {updates.map((update) => (
            <li key={update.id}>
              <UpdateItem
                update={update}
                busy={busy !== null}
                onPin={() => void pin(update)}
                onDelete={() => void remove(update)}
              />
            </li>
          ))}
        </ul>
      )}
      <AddUpdateForm onAdded={(update) => setUpdates((list) => sortUpdates([update, ...list]))} />
    </section>
  );
}
