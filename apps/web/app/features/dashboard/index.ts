// The host dashboard: the host's figures, upcoming bookings and earnings.
export { DashboardView } from './dashboard-view';
export { fetchDashboard } from './api';
