import type {
  DeclineRequestInput,
  HostRequestsResponse,
  RequestAnswerResponse,
} from '@rentspace/core/bookings/api';
import { api } from '~/lib/api';

/** The signed-in host's pending requests to book. */
export function fetchHostRequests(): Promise<HostRequestsResponse> {
  return api<HostRequestsResponse>('/rest/v1/booking-requests');
}

/** The host accepts: the payment is captured and the booking confirmed. */
export function acceptRequest(id: string): Promise<RequestAnswerResponse> {
  return api<RequestAnswerResponse>(`/rest/v1/booking-requests/${id}/accept`, { method: 'POST' });
}

/** The host declines, with an optional reason the guest reads. */
export function declineRequest(
  id: string,
  body: DeclineRequestInput,
): Promise<RequestAnswerResponse> {
  return api<RequestAnswerResponse>(`/rest/v1/booking-requests/${id}/decline`, {
    method: 'POST',
    body,
  });
}
