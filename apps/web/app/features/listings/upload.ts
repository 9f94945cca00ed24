import type { StoredObject } from '@rentspace/core/listings/types';
import { formatMegabytes, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '@rentspace/core/listings/limits';
import { accessToken } from '~/lib/auth/client';

export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'];
export const ACCEPT = ['image/*', ...VIDEO_TYPES].join(',');

/** An early, friendly check before a byte is sent; the server checks again, for real. */
export function precheck(file: File): string | null {
  const isVideo = VIDEO_TYPES.includes(file.type);
  if (!isVideo && !file.type.startsWith('image/')) return 'Please select an image or video file';
  const limit = isVideo ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES;
  if (file.size > limit) return `File size must be less than ${formatMegabytes(limit)}`;
  return null;
}

export class UploadError extends Error {}

/**
 * Uploads one file to the spaces bucket with XMLHttpRequest, whose upload events report progress
 * (fetch has none). The server picks the final path; `onProgress` gets a fraction from 0 to 1.
 */
export async function uploadToSpaces(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<StoredObject> {
  const token = await accessToken();
  const name = encodeURIComponent(file.name.replace(/[^\w.-]+/g, '-').slice(-80) || 'upload');
  return new Promise<StoredObject>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/storage/v1/object/spaces/${name}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (StoredObject & { error?: { message?: string } }) | null;
      if (xhr.status === 201 && body) resolve(body);
      else reject(new UploadError(body?.error?.message ?? 'Upload failed. Please try again.'));
    };
    xhr.onerror = () =>
      reject(new UploadError('Upload failed. Check your connection and try again.'));
    xhr.onabort = () => reject(new UploadError('Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

/** Deletes an upload that never made it into a saved listing. Failures only leave a stray file. */
export async function deleteUpload(url: string): Promise<void> {
  const path = url.split('/storage/v1/object/public/')[1];
  if (!path) return;
  const token = await accessToken();
  await fetch(`/storage/v1/object/${path}`, {
    method: 'DELETE',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => {});
}
