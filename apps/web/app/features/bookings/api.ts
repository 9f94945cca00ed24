import type {
  AvailabilityResponse,
  CancelBookingResponse,
  DashboardResponse,
  MyBookingsResponse,
  SpaceDetail,
} from '@rentspace/core/bookings/api';
import { api } from '~/lib/api';

/** The listing as the signed-in viewer sees it (owner flag, address once a booking is confirmed). */
export function fetchSpaceForViewer(spaceId: string, signal?: AbortSignal): Promise<SpaceDetail> {
  return api<SpaceDetail>(`/rest/v1/spaces/${encodeURIComponent(spaceId)}`, { signal });
}

/** Booked, held and blocked slots overlapping [from, to). */
export function fetchAvailability(
  spaceId: string,
  range: { from: string; to: string },
  signal?: AbortSignal,
) {
  const query = new URLSearchParams(range);
  return api<AvailabilityResponse>(
    `/rest/v1/spaces/${encodeURIComponent(spaceId)}/availability?${query}`,
    {
      signal,
      auth: false,
    },
  );
}

/** The owner's availability toggle (listings API). */
export function setSpaceAvailability(spaceId: string, available: boolean) {
  return api<{ available: boolean }>(
    `/rest/v1/spaces/${encodeURIComponent(spaceId)}/availability`,
    {
      method: 'POST',
      body: { available },
    },
  );
}

export function fetchMyBookings(): Promise<MyBookingsResponse> {
  return api<MyBookingsResponse>('/rest/v1/bookings');
}

/** Cancels an own booking; for a pending one this releases the hold. */
export function cancelBooking(bookingId: string): Promise<CancelBookingResponse> {
  return api<CancelBookingResponse>(`/rest/v1/bookings/${encodeURIComponent(bookingId)}/cancel`, {
    method: 'POST',
  });
}

export function fetchDashboard(): Promise<DashboardResponse> {
  return api<DashboardResponse>('/rest/v1/dashboard');
}
