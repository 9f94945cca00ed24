// The bookings feature: availability, the booking form and its hold, my bookings, a booking's
// details for its guest, and cancellation.
export { AvailabilitySection } from './availability-section';
export { AvailabilityToggle } from './availability-toggle';
export { BookingPanel, type CheckoutHandlers, type CheckoutOutcome } from './booking-panel';
export { useBrowserTimeZone } from './client-clock';
export { fetchMyBookings, fetchOwnBooking } from './api';
export { BookingDetails } from './booking-details';
export { MyBookingsList } from './my-bookings-list';
