export { StatCards } from './stat-cards';
export { FeesTable } from './fees-table';
export { RevenueChart } from './revenue-chart';
export { InboxList } from './inbox';
