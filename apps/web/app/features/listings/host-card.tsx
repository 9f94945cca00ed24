import { MessageCircle, UserRound } from 'lucide-react';
import type { HostSummary } from '@rentspace/core/bookings/api';
import { Avatar } from '~/components/ui/avatar';
import { Button } from '~/components/ui/button';
import { useHydrated } from '~/lib/use-hydrated';

/** Who hosts the listing, with 'View Profile' and 'Contact Host' (not for the host themselves). */
export function HostCard({
  host,
  onViewProfile,
  onContact,
}: {
  host: HostSummary;
  onViewProfile(): void;
  /** Left out on one's own listing: there is nobody to message. */
  onContact?: () => void;
}) {
  const name = host.full_name || 'Host';
  // Both buttons open something only the page's scripts can: they wait for them.
  const hydrated = useHydrated();
  return (
    <section
      aria-labelledby="host-heading"
      className="flex flex-wrap items-center gap-4 rounded-2xl border border-line p-4"
    >
      <Avatar url={host.avatar_url} name={name} size={56} />
      {/* Room for the words first: where the buttons would squeeze them, they go below. */}
      <div className="min-w-0 flex-1 basis-56">
        <h2 id="host-heading" className="font-semibold">
          Hosted by {name}
        </h2>
        <p className="text-sm text-muted">
          {host.response_rate}% response rate · responds {host.response_time}
        </p>
      </div>
      <div className="flex w-full gap-2 sm:w-auto">
        <Button
          variant="secondary"
          onClick={onViewProfile}
          disabled={!hydrated}
          className="flex-1 sm:flex-none"
        >
          <UserRound className="size-4" aria-hidden /> View Profile
        </Button>
        {onContact && (
          <Button
            variant="secondary"
            onClick={onContact}
            disabled={!hydrated}
            className="flex-1 sm:flex-none"
          >
            <MessageCircle className="size-4" aria-hidden /> Contact Host
          </Button>
        )}
      </div>
    </section>
  );
}
