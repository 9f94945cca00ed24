// Requests to book: the host's inbox on the dashboard (the guest's withdrawal is in bookings).
export { RequestInbox } from './request-inbox';
