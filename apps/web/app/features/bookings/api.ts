import type {
  AvailabilityResponse,
  BookingDetail,
  CancelBookingResponse,
  MyBookingsResponse,
  RequestAnswerResponse,
} from '@rentspace/core/bookings/api';
import type { DurationUnit } from '@rentspace/core/bookings/constants';
import type { SuggestionsResponse } from '@rentspace/core/bookings/suggestions';
import { api } from '~/lib/api';

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

/** Up to three free starts near a refused one, for the same duration (the server's rules). */
export function fetchSuggestions(
  spaceId: string,
  asked: { start: string; duration: number; unit: DurationUnit },
) {
  const query = new URLSearchParams({
    start: asked.start,
    duration: String(asked.duration),
    unit: asked.unit,
  });
  return api<SuggestionsResponse>(
    `/rest/v1/spaces/${encodeURIComponent(spaceId)}/suggestions?${query}`,
    { auth: false },
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

/** One of the guest's own bookings with its price lines, address (once confirmed) and policy. */
export function fetchOwnBooking(bookingId: string): Promise<BookingDetail> {
  return api<BookingDetail>(`/rest/v1/bookings/${encodeURIComponent(bookingId)}`);
}

/** Cancels an own booking; for a pending one this releases the hold. */
export function cancelBooking(bookingId: string): Promise<CancelBookingResponse> {
  return api<CancelBookingResponse>(`/rest/v1/bookings/${encodeURIComponent(bookingId)}/cancel`, {
    method: 'POST',
  });
}

/** The guest withdraws their request to book: the hold on the card is released. */
export function withdrawRequest(bookingId: string): Promise<RequestAnswerResponse> {
  return api<RequestAnswerResponse>(
    `/rest/v1/booking-requests/${encodeURIComponent(bookingId)}/withdraw`,
    { method: 'POST' },
  );
}
