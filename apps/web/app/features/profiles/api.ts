import type { OwnProfile, ProfileLink, ProfileUpdate } from '@rentspace/core/profiles/api';
import type {
  LinkInput,
  ProfileInput,
  UpdateInput,
  UpdatePatch,
} from '@rentspace/core/profiles/schemas';
import type { ProfileImageKind } from '@rentspace/core/profiles/limits';
import type { StoredObject } from '@rentspace/core/listings/types';
import { api, ApiRequestError } from '~/lib/api';
import { accessToken } from '~/lib/auth/client';

export const fetchOwnProfile = () => api<OwnProfile>('/rest/v1/profiles/me');
export const saveProfile = (values: ProfileInput) =>
  api<OwnProfile>('/rest/v1/profiles/me', { method: 'PUT', body: values });

export const fetchLinks = () => api<{ data: ProfileLink[] }>('/rest/v1/profile-links');
export const addLink = (link: LinkInput) =>
  api<ProfileLink>('/rest/v1/profile-links', { method: 'POST', body: link });
export const deleteLink = (id: string) =>
  api<void>(`/rest/v1/profile-links/${id}`, { method: 'DELETE' });
export const reorderLinks = (ids: string[]) =>
  api<{ data: ProfileLink[] }>('/rest/v1/profile-links/order', { method: 'PUT', body: { ids } });

export const fetchUpdates = () => api<{ data: ProfileUpdate[] }>('/rest/v1/profile-updates');
export const addUpdate = (update: UpdateInput) =>
  api<ProfileUpdate>('/rest/v1/profile-updates', { method: 'POST', body: update });
export const editUpdate = (id: string, patch: UpdatePatch) =>
  api<ProfileUpdate>(`/rest/v1/profile-updates/${id}`, { method: 'PATCH', body: patch });
export const deleteUpdate = (id: string) =>
  api<void>(`/rest/v1/profile-updates/${id}`, { method: 'DELETE' });

/**
 * Uploads an avatar or banner to the profile-images bucket (the server checks type and size
 * while it streams, strips metadata and re-encodes it) and returns the stored picture's URL.
 */
export async function uploadProfileImage(file: File, kind: ProfileImageKind): Promise<string> {
  const token = await accessToken();
  const extension = (/\.([a-z0-9]+)$/i.exec(file.name)?.[1] ?? 'img').toLowerCase();
  let response: Response;
  try {
    response = await fetch(`/storage/v1/object/profile-images/${kind}-${Date.now()}.${extension}`, {
      method: 'POST',
      headers: {
        'Content-Type': file.type || 'application/octet-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    });
  } catch {
    throw new ApiRequestError(
      0,
      'network_error',
      'Could not reach Rentspace. Check your connection.',
    );
  }
  const payload = (await response.json().catch(() => null)) as
    (StoredObject & { error?: { code?: string; message?: string } }) | null;
  if (response.status !== 201 || !payload?.url) {
    throw new ApiRequestError(
      response.status,
      payload?.error?.code ?? 'upload_failed',
      payload?.error?.message ?? `Upload failed (${response.status})`,
    );
  }
  return payload.url;
}
