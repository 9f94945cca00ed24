// Types only: the answers are not parsed again here (the server's tests hold them to the
// contract's schemas, docs/decisions/0024-response-contracts.md), which keeps zod out of the
// dashboard and My Bookings.
import type {
  AnswerClaimInput,
  Deposit,
  DepositsResponse,
  FileClaimInput,
} from '@rentspace/core/deposits/api';
import type { StoredObject } from '@rentspace/core/listings/types';
import { MAX_IMAGE_BYTES, formatMegabytes } from '@rentspace/core/listings/limits';
import { ApiRequestError, api } from '~/lib/api';
import { accessToken } from '~/lib/auth/client';

/** The deposits of the person's bookings, as guest and as host, those that need something first. */
export async function fetchDeposits(): Promise<Deposit[]> {
  return (await api<DepositsResponse>('/rest/v1/deposits')).data;
}

/** A booking's deposit, or null when the booking has none (404). */
export async function fetchBookingDeposit(bookingId: string): Promise<Deposit | null> {
  try {
    return await api<Deposit>(`/rest/v1/bookings/${encodeURIComponent(bookingId)}/deposit`);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** The host files a claim against the held deposit (amount in minor units). */
export async function fileClaim(bookingId: string, body: FileClaimInput): Promise<Deposit> {
  return api<Deposit>(`/rest/v1/bookings/${encodeURIComponent(bookingId)}/deposit-claim`, {
    method: 'POST',
    body,
  });
}

/** The guest answers an open claim. */
export async function answerClaim(claimId: string, body: AnswerClaimInput): Promise<Deposit> {
  return api<Deposit>(`/rest/v1/deposit-claims/${encodeURIComponent(claimId)}/response`, {
    method: 'POST',
    body,
  });
}

/** An early check of a claim photo before a byte is sent; the server checks again. */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please select an image file';
  if (file.size > MAX_IMAGE_BYTES)
    return `File size must be less than ${formatMegabytes(MAX_IMAGE_BYTES)}`;
  return null;
}

/**
 * Uploads one claim photo through the storage pipeline to the deposit-claims bucket; the server
 * picks the final path, which the claim then names.
 */
export async function uploadClaimPhoto(file: File): Promise<StoredObject> {
  const token = await accessToken();
  const name = encodeURIComponent(file.name.replace(/[^\w.-]+/g, '-').slice(-80) || 'photo');
  let response: Response;
  try {
    response = await fetch(`/storage/v1/object/deposit-claims/${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': file.type || 'application/octet-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    });
  } catch {
    throw new Error('Upload failed. Check your connection and try again.');
  }
  const body = (await response.json().catch(() => null)) as
    (StoredObject & { error?: { message?: string } }) | null;
  if (response.status !== 201 || !body)
    throw new Error(body?.error?.message ?? 'Upload failed. Please try again.');
  return body;
}
