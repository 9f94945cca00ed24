// The bookings feature: availability, the booking form and its hold, my bookings and cancellation.
export { AvailabilitySection } from './availability-section';
export { AvailabilityToggle } from './availability-toggle';
export { BookingPanel, type CheckoutHandlers, type CheckoutOutcome } from './booking-panel';
export { useBrowserTimeZone } from './client-clock';
export { fetchMyBookings } from './api';
export { MyBookingsList } from './my-bookings-list';
