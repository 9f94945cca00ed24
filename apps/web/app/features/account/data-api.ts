import type {
  AccountDeleted,
  AccountDeletion,
  AccountExport,
} from '@rentspace/core/account/schema';
import { api } from '~/lib/api';

export const fetchAccountExport = () => api<AccountExport>('/rest/v1/account/export');

export const deleteAccount = (values: AccountDeletion) =>
  api<AccountDeleted>('/rest/v1/account/delete', { method: 'POST', body: values });

/** Saves the export as a JSON file, the way the browser saves any download. */
export function saveAsFile(data: AccountExport) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `rentspace-data-${data.exported_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
