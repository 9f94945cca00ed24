/** What the host's listing pages say when an action works or fails (docs/product/listings.md#saying-what-happened). */
export const LISTING_MESSAGES = {
  createFailed: 'Failed to create listing',
  updateFailed: 'Failed to update listing',
  availabilityFailed: 'Failed to update availability',
  publishFailed: 'Failed to update publish status',
  /** On a suspended listing in My Listings, above the admin's reason (docs/product/moderation.md). */
  suspendedNotice:
    'Suspended by our team: it stays unpublished until the suspension is lifted. Reply to our message in Messages to appeal.',
  published: 'Listing published',
  publishedDetail: 'Guests can find and book it now.',
  draftSaved: 'Draft saved',
  draftSavedDetail: 'Guests will not see it until you publish it.',
  changesSaved: 'Changes saved',
  unpublished: 'Listing unpublished',
  unpublishedDetail: 'It is a draft again: guests can no longer find or book it.',
  bookingsOn: 'Bookings are on',
  bookingsPaused: 'Bookings are paused',
} as const;

/**
 * What saving a listing did, from its state before and after: a new or draft listing is
 * published or saved as a draft; a live one keeps its changes or goes back to being a draft.
 */
export function listingSavedMessage(change: { wasPublished: boolean; isPublished: boolean }): {
  title: string;
  description?: string;
} {
  if (change.isPublished)
    return change.wasPublished
      ? { title: LISTING_MESSAGES.changesSaved }
      : { title: LISTING_MESSAGES.published, description: LISTING_MESSAGES.publishedDetail };
  return change.wasPublished
    ? { title: LISTING_MESSAGES.unpublished, description: LISTING_MESSAGES.unpublishedDetail }
    : { title: LISTING_MESSAGES.draftSaved, description: LISTING_MESSAGES.draftSavedDetail };
}
