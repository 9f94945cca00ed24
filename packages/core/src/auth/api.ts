/**
 * The accounts API beside GoTrue's (docs/product/accounts-and-sessions.md#sign-in-dialog):
 *
 * POST /rest/v1/admin-label   AdminLabelQuerySchema -> AdminLabel, the same shape for every
 *      address; 429 past the rate limit
 */
import '../zod-config.ts';
import { z } from 'zod';

/** Whether the sign-in dialog shows "Admin account" under the typed address (a label only). */
export const AdminLabelSchema = z
  .strictObject({ admin_account: z.boolean() })
  .meta({ id: 'AdminLabel' });
export type AdminLabel = z.infer<typeof AdminLabelSchema>;
