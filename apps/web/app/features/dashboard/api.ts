import type { DashboardResponse } from '@rentspace/core/bookings/api';
import { api } from '~/lib/api';

/** The person's own bookings and, for a host, their figures, bookings and earnings. */
export function fetchDashboard(): Promise<DashboardResponse> {
  return api<DashboardResponse>('/rest/v1/dashboard');
}
