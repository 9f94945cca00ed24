import { lazy } from 'react';

export { StatCards } from './stat-cards';
export { FeesTable } from './fees-table';
export { InboxList } from './inbox';
export { TypeSuggestions } from './type-suggestions';
export { AuditLog } from './audit-log';
export { ReportQueue } from './report-queue';
export { AdminSearch } from './admin-search';
export { BookingRefunds } from './booking-refunds';
export { ReportingTotal } from './reporting-total';
export { ClaimsQueue } from './claims-queue';

/** The chart library is the admin page's alone: it loads with the page's data, never with the site. */
export const loadRevenueChart = () => import('./revenue-chart');
export const RevenueChart = lazy(() =>
  loadRevenueChart().then((module) => ({ default: module.RevenueChart })),
);
