// Security deposits: the dashboard's section (claims filed and answered there) and a booking's
// deposit for the confirmation page and My Bookings.
export { DepositsSection } from './deposits-section';
export { fetchBookingDeposit, fetchDeposits } from './api';
