import { useId, useState } from 'react';
import { CalendarDays, Eye, MapPin, Pencil } from 'lucide-react';
import type { OwnSpace } from '@rentspace/core/listings/types';
import { formatListedPrice } from '@rentspace/core/money/currencies';
import { imageSrcSet } from '@rentspace/core/media';
import { ButtonLink } from '~/components/ui/button';
import { LISTING_MESSAGES } from '@rentspace/core/listings/messages';
import { cx } from '~/components/ui/cx';
import { ApiRequestError } from '~/lib/api';
import { notify } from '~/lib/toast';
import { listingsApi } from './api';
import { Switch } from './switch';

const DEFAULT_IMAGE = '/default-listing.svg';
type Flag = 'available' | 'is_published';

/** What a failed toggle says (docs/product/pages-and-messages.md#my-listings); the publish rule's own message is kept. */
function notifyFailure(flag: Flag, error: unknown) {
  if (flag === 'available') return notify.error(LISTING_MESSAGES.availabilityFailed);
  // The publish rules' refusal (422) and a suspension's (409) say why in their own words.
  const reason =
    error instanceof ApiRequestError && (error.status === 422 || error.status === 409)
      ? error.message
      : undefined;
  notify.error(LISTING_MESSAGES.publishFailed, { description: reason });
}

/** What a toggle that worked did. */
function notifySuccess(flag: Flag, value: boolean, title: string) {
  const message =
    flag === 'available'
      ? value
        ? LISTING_MESSAGES.bookingsOn
        : LISTING_MESSAGES.bookingsPaused
      : value
        ? LISTING_MESSAGES.published
        : LISTING_MESSAGES.unpublished;
  notify.success(message, { description: title });
}

/** The card's status badge: an admin's suspension over the owner's publish flag. */
const BADGES = {
  suspended: { label: 'Suspended', className: 'bg-danger-50 text-danger-700' },
  published: { label: 'Published', className: 'bg-brand-50 text-brand-800' },
  draft: { label: 'Draft', className: 'bg-white text-muted' },
} as const;

/** One own listing in /my-listings: photo, status, View, Edit, and the two toggles. */
export function MyListingCard({ listing, onChanged }: { listing: OwnSpace; onChanged(): void }) {
  const titleId = useId();
  const [pending, setPending] = useState<Flag | null>(null);
  // The server's answer shows at once; the next load of the list (a new `listing`) replaces it.
  const [saved, setSaved] = useState<{ base: OwnSpace; values: OwnSpace } | null>(null);
  const current = saved?.base === listing ? saved.values : listing;
  const cover = current.images[0] ?? DEFAULT_IMAGE;
  const badge = current.suspended ? 'suspended' : current.is_published ? 'published' : 'draft';

  async function toggle(flag: Flag, value: boolean) {
    setPending(flag);
    try {
      const updated =
        flag === 'available'
          ? await listingsApi.setAvailable(listing.id, value)
          : await listingsApi.setPublished(listing.id, value);
      setSaved({ base: listing, values: updated });
      notifySuccess(flag, value, updated.title);
      onChanged();
    } catch (failure) {
      notifyFailure(flag, failure);
    } finally {
      setPending(null);
    }
  }

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
    >
      <div className="relative aspect-[4/3] bg-surface">
        <img
          src={cover}
          srcSet={imageSrcSet(cover)}
          sizes="(min-width: 1024px) 376px, (min-width: 640px) 50vw, 100vw"
          alt={current.images[0] ? current.title : ''}
          width={400}
          height={300}
          loading="lazy"
          className="size-full object-cover"
        />
        <div className="absolute left-3 top-3 flex gap-2">
          <span
            className={cx(
              'rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm',
              BADGES[badge].className,
            )}
          >
            {BADGES[badge].label}
          </span>
          {!current.available && (
            <span className="rounded-full bg-danger-50 px-2.5 py-1 text-xs font-semibold text-danger-700 shadow-sm">
              Unavailable
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2
            id={titleId}
            className="line-clamp-1 font-semibold text-ink wrap-anywhere"
            title={current.title}
          >
            {current.title}
          </h2>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-muted">
            <MapPin className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate" title={`${current.location}, ${current.country}`}>
              {current.location}, {current.country}
            </span>
          </p>
          <p className="mt-1 text-sm">
            <span className="tabular font-semibold">
              {formatListedPrice(current.hourly_price, current.currency)}
            </span>
            <span className="text-muted"> / hour</span>
          </p>
        </div>
        {current.suspended && (
          <div
            role="note"
            aria-label="Suspended"
            className="rounded-xl bg-danger-50 px-3 py-2 text-sm text-danger-700"
          >
            <p>{LISTING_MESSAGES.suspendedNotice}</p>
            {current.suspension_reason && (
              <p className="mt-1 wrap-anywhere">
                <span className="font-semibold">Reason:</span> {current.suspension_reason}
              </p>
            )}
          </div>
        )}
        <div className="divide-y divide-line border-y border-line">
          <Switch
            label="Available"
            describedBy={titleId}
            checked={current.available}
            pending={pending === 'available'}
            onChange={(value) => void toggle('available', value)}
          />
          <Switch
            label="Published"
            describedBy={titleId}
            checked={current.is_published}
            pending={pending === 'is_published'}
            onChange={(value) => void toggle('is_published', value)}
          />
        </div>
        <div className="mt-auto flex gap-2">
          <ButtonLink
            to={`/space/${listing.id}`}
            variant="secondary"
            size="sm"
            className="min-h-11 flex-1"
            aria-label={`View ${current.title}`}
          >
            <Eye className="size-4" aria-hidden /> View
          </ButtonLink>
          <ButtonLink
            to={`/edit-listing/${listing.id}`}
            variant="secondary"
            size="sm"
            className="min-h-11 flex-1"
            aria-label={`Edit ${current.title}`}
          >
            <Pencil className="size-4" aria-hidden /> Edit
          </ButtonLink>
          <ButtonLink
            to={`/host/calendar?space=${listing.id}`}
            variant="secondary"
            size="sm"
            className="min-h-11 flex-1"
            aria-label={`Calendar of ${current.title}`}
          >
            <CalendarDays className="size-4" aria-hidden /> Calendar
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
