// The listings feature: creating and editing a listing, the host's own listings, and the public
// listing page's own parts (gallery, heading and prices, details, host).
export { LISTING_FETCH_FAILED, listingsApi, loadFormChoices, type FormChoices } from './api';
export { ListingForm } from './listing-form';
export { CalendarSyncSection } from './calendar-sync';
export { MyListingCard } from './my-listing-card';
export { HostCard } from './host-card';
export { SpaceDetails } from './space-details';
export { SpaceArea } from './space-area';
export { SpaceGallery } from './space-gallery';
export { PriceOptions, SpaceHeading } from './space-overview';
export { useViewerSpace, type ViewerSpace } from './use-viewer-space';
