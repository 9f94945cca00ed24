import { countOf } from '@rentspace/core/intl';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Clock, Globe, MapPin, MessageCircle } from 'lucide-react';
import type { PublicProfile } from '@rentspace/core/profiles/public-profile';
import { formatListedPrice } from '@rentspace/core/money/currencies';
import { imageVariant } from '@rentspace/core/media';
import { api, ApiRequestError } from '~/lib/api';
import { useAuth } from '~/lib/auth/auth-context';
import { useContactHost } from '~/lib/contact-host';
import { Dialog } from '~/components/ui/dialog';
import { Avatar } from '~/components/ui/avatar';
import { RatingSummary } from '~/components/ui/rating';
import { Button } from '~/components/ui/button';
import { ErrorMessage, Skeleton } from '~/components/ui/states';
import { GuestReviewsSection } from './guest-reviews';
import { ReportButton } from '~/components/report/report-button';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  XIcon,
  YouTubeIcon,
} from '~/components/layout/social-icons';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'missing' }
  | { kind: 'loaded'; profile: PublicProfile };

const MAX_LISTINGS = 6;
const DEFAULT_LISTING_IMAGE = '/default-listing.svg';

function joined(createdAt: string | null) {
  if (!createdAt) return null;
  return new Date(createdAt).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function useProfile(userId: string | null): State {
  const [result, setResult] = useState<{ userId: string; state: State } | null>(null);
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    const settle = (state: State) => !controller.signal.aborted && setResult({ userId, state });
    api<PublicProfile>(`/rest/v1/profiles/${userId}`, { auth: false, signal: controller.signal })
      .then((profile) => settle({ kind: 'loaded', profile }))
      .catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 404) settle({ kind: 'missing' });
        else
          settle({
            kind: 'error',
            message:
              error instanceof Error && error.message ? error.message : 'Failed to load profile',
          });
      });
    return () => controller.abort();
  }, [userId]);
  // A result for another host is stale: show loading until this one arrives.
  return result && result.userId === userId ? result.state : { kind: 'loading' };
}

/**
 * 'Contact Host': opens the conversation about the listing the dialog was opened from (else the
 * host's newest listing); signed-out people sign in first. Hidden on one's own profile and for a
 * host with nothing listed to talk about.
 */
/** "Report" on someone else's profile (docs/product/moderation.md#reports). */
function ReportMemberButton({ userId }: { userId: string }) {
  const { user } = useAuth();
  if (user?.id === userId) return null;
  return <ReportButton targetType="user" targetId={userId} />;
}

function ContactHostButton({ hostId, spaceId }: { hostId: string; spaceId: string | undefined }) {
  const { user } = useAuth();
  const { contact, pending, error } = useContactHost();
  if (!spaceId || user?.id === hostId) return null;
  return (
    <div className="w-full sm:w-auto">
      <Button
        variant="secondary"
        className="w-full sm:w-auto"
        pending={pending}
        onClick={() => void contact(spaceId)}
      >
        <MessageCircle className="size-4" aria-hidden /> Contact Host
      </Button>
      {error && <ErrorMessage className="mt-2">{error}</ErrorMessage>}
    </div>
  );
}

/** The public host profile dialog: loading, error, loaded and 'Profile not found' (docs/product/profiles.md#public-profile). */
export function HostProfileDialog({
  userId,
  spaceId,
  onClose,
}: {
  userId: string | null;
  /** The listing the dialog was opened from: what 'Contact Host' asks about. */
  spaceId?: string;
  onClose(): void;
}) {
  const state = useProfile(userId);
  return (
    <Dialog
      open={userId !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Host profile"
      size="lg"
    >
      {state.kind === 'loading' && (
        <div className="space-y-4" role="status" aria-label="Loading profile">
          <Skeleton className="h-20" />
          <Skeleton className="h-32" />
        </div>
      )}
      {state.kind === 'error' && <ErrorMessage>{state.message}</ErrorMessage>}
      {state.kind === 'missing' && <p className="text-muted">Profile not found</p>}
      {state.kind === 'loaded' && <ProfileBody profile={state.profile} spaceId={spaceId} />}
    </Dialog>
  );
}

/**
 * The profile's website and social accounts, as /profile names them, where they are set, then its
 * own links: one list of pills.
 */
function linksOf(profile: PublicProfile) {
  const accounts = [
    { label: 'Website', url: profile.website, icon: <Globe className="size-4" aria-hidden /> },
    { label: 'Instagram', url: profile.instagram, icon: <InstagramIcon /> },
    { label: 'X (Twitter)', url: profile.twitter, icon: <XIcon /> },
    { label: 'Facebook', url: profile.facebook, icon: <FacebookIcon /> },
    { label: 'LinkedIn', url: profile.linkedin, icon: <LinkedInIcon /> },
    { label: 'YouTube', url: profile.youtube, icon: <YouTubeIcon /> },
    { label: 'TikTok', url: profile.tiktok, icon: null },
  ].flatMap(({ label, url, icon }) => (url ? [{ key: label, label, url, icon }] : []));
  const own = profile.links.map((link) => ({
    key: link.id,
    label: link.title,
    url: link.url,
    icon: null,
  }));
  return [...accounts, ...own];
}

function ProfileBody({ profile, spaceId }: { profile: PublicProfile; spaceId?: string }) {
  const name = profile.full_name || 'Host';
  const { stats } = profile;
  const pinned = profile.updates.filter((update) => update.is_pinned);
  const links = linksOf(profile);
  return (
    <div className="space-y-6">
      {/* The banner of /profile, wide across the top. */}
      {profile.banner_url && (
        <img
          src={profile.banner_url}
          alt=""
          width={1200}
          height={300}
          className="h-28 w-full rounded-xl object-cover sm:h-36"
        />
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Avatar url={profile.avatar_url} name={name} size={72} />
        <div className="min-w-0 flex-1 basis-56">
          <h3 className="text-xl font-semibold">{name}</h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <RatingSummary rating={stats.average_rating} reviews={stats.total_reviews} />
            {joined(profile.created_at) && (
              <span className="inline-flex items-center gap-1">
                <CalendarDays className="size-4" aria-hidden /> Joined {joined(profile.created_at)}
              </span>
            )}
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden /> {profile.response_rate}% response rate,
              responds {profile.response_time}
            </span>
            {profile.location && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden /> {profile.location}
              </span>
            )}
          </p>
        </div>
        <ContactHostButton hostId={profile.id} spaceId={spaceId ?? profile.listings[0]?.id} />
        <ReportMemberButton userId={profile.id} />
      </div>

      <dl className="grid grid-cols-3 gap-3 text-center">
        {[
          ['Active Listings', stats.total_listings],
          ['Total Reviews', stats.total_reviews],
          ['Response Rate', `${profile.response_rate}%`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-surface p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="tabular mt-1 text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>

      {profile.bio && (
        <section>
          <h4 className="font-semibold">About</h4>
          <p className="mt-1 whitespace-pre-line text-muted">{profile.bio}</p>
        </section>
      )}

      {pinned.length > 0 && (
        <section className="space-y-2">
          {pinned.map((update) => (
            <article key={update.id} className="rounded-xl border border-line p-3">
              <h4 className="font-medium">{update.title}</h4>
              <p className="mt-1 text-sm text-muted">{update.content}</p>
            </article>
          ))}
        </section>
      )}

      <section>
        <h4 className="font-semibold">Listings</h4>
        {profile.listings.length === 0 ? (
          <div className="mt-2 rounded-xl bg-surface p-4 text-center">
            <p className="font-medium">No Active Listings</p>
            <p className="text-sm text-muted">
              This host doesn't have any active listings at the moment.
            </p>
          </div>
        ) : (
          <>
            <ul className="mt-2 grid gap-3 sm:grid-cols-2">
              {profile.listings.slice(0, MAX_LISTINGS).map((listing) => (
                <li key={listing.id}>
                  <Link
                    to={`/space/${listing.id}`}
                    className="flex gap-3 rounded-xl p-2 hover:bg-surface"
                  >
                    <img
                      src={
                        listing.images[0]
                          ? imageVariant(listing.images[0], 400)
                          : DEFAULT_LISTING_IMAGE
                      }
                      alt={listing.title}
                      width={96}
                      height={72}
                      loading="lazy"
                      className="h-18 w-24 shrink-0 rounded-lg object-cover"
                    />
                    <span className="min-w-0 text-sm">
                      <span className="block font-medium text-ink">{listing.title}</span>
                      <span className="block text-muted">{listing.location}</span>
                      <span className="tabular block">
                        {formatListedPrice(listing.hourly_price, listing.currency)}/hr
                      </span>
                      <span className="mt-0.5 block">
                        <RatingSummary
                          rating={listing.rating}
                          reviews={listing.review_count}
                          compact
                        />
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {profile.listings.length > MAX_LISTINGS && (
              <p className="mt-2 text-sm text-muted">
                {`And ${countOf(profile.listings.length - MAX_LISTINGS, 'more listing', 'more listings')}...`}
              </p>
            )}
          </>
        )}
      </section>

      <GuestReviewsSection userId={profile.id} />

      {links.length > 0 && (
        <section>
          <h4 className="font-semibold">Links</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {links.map((link) => (
              <li key={link.key}>
                <a
                  href={link.url}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 text-sm hover:bg-surface"
                >
                  {link.icon}
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
