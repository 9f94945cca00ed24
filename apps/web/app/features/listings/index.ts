export { LISTING_FETCH_FAILED, listingsApi, loadFormChoices, type FormChoices } from './api';
export { ListingForm } from './listing-form';
export { MyListingCard } from './my-listing-card';
