// The dashboard: the person's own bookings as a guest, and a host's figures, bookings of their
// listings and earnings.
export { DashboardView } from './dashboard-view';
export { fetchDashboard } from './api';
