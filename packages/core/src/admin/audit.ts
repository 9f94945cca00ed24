/**
 * The audit log's contract (GET /rest/v1/admin/audit-log, admins only): who did what to which
 * target, its fields before and after, why and when (docs/product/admin-and-analytics.md#audit-log).
 */
import '../zod-config.ts';
import { z } from 'zod';
import { IdSchema, TimeSchema, pageSchema } from '../response-schemas.ts';

/** The actions the product records; other parts may add theirs (the filter takes any action name). */
export const AUDIT_ACTIONS = [
  'payment_confirmed',
  'refund_sent',
  'payout_released',
  'space_type_approved',
  'space_type_rejected',
  'report_closed',
  'refund_issued',
  'review_hidden',
  'review_restored',
  'listing_suspended',
  'listing_suspension_lifted',
  'user_suspended',
  'user_suspension_lifted',
] as const;

/** What each action reads as on the admin page. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  payment_confirmed: 'Payment confirmed',
  refund_sent: 'Refund sent',
  payout_released: 'Payout released',
  space_type_approved: 'Space type approved',
  space_type_rejected: 'Space type rejected',
  report_closed: 'Report closed',
  refund_issued: 'Refund issued by an admin',
  review_hidden: 'Review hidden',
  review_restored: 'Review restored',
  listing_suspended: 'Listing suspended',
  listing_suspension_lifted: 'Listing suspension lifted',
  user_suspended: 'Member suspended',
  user_suspension_lifted: 'Member suspension lifted',
};

/** A field's value before or after an action: the log keeps flat records of scalars. */
export const AuditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const AuditValuesSchema = z.record(z.string(), AuditValueSchema);
export type AuditValues = z.infer<typeof AuditValuesSchema>;

const ActionNameSchema = z
  .string()
  .trim()
  .max(64)
  .regex(/^[a-z][a-z_]*$/, 'Choose an action from the list');

/** A range whose last day comes before its first matches nothing: refused, under the last day. */
export const AUDIT_RANGE_CHECK: [
  (q: { from?: string; to?: string }) => boolean,
  { message: string; path: string[] },
] = [
  (q) => !q.from || !q.to || q.from <= q.to,
  { message: 'The last day cannot be before the first', path: ['to'] },
];

/** The log's filters, as the admin page sends them; every one optional. */
export const AuditLogFilterFields = z.object({
  action: ActionNameSchema.optional(),
  /** The actor's e-mail, or `system` for what the product did on its own. */
  actor: z.string().trim().max(320).optional(),
  target_type: z
    .string()
    .trim()
    .max(64)
    .regex(/^[a-z][a-z_]*$/, 'Choose a target type')
    .optional(),
  target_id: z.string().trim().max(200).optional(),
  /** From this day (UTC) on, inclusive. */
  from: z.iso.date('Enter a date as YYYY-MM-DD').optional(),
  /** Up to this day (UTC), inclusive. */
  to: z.iso.date('Enter a date as YYYY-MM-DD').optional(),
});
export const AuditLogQuerySchema = AuditLogFilterFields.refine(...AUDIT_RANGE_CHECK);
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditEntryRowSchema = z
  .strictObject({
    id: IdSchema,
    /** The admin who acted; null when the product acted on its own. */
    actor_id: IdSchema.nullable(),
    actor_email: z.string().nullable(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string(),
    before: AuditValuesSchema.nullable(),
    after: AuditValuesSchema.nullable(),
    reason: z.string().nullable(),
    created_at: TimeSchema,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryRow = z.infer<typeof AuditEntryRowSchema>;

/** GET /rest/v1/admin/audit-log */
export const AuditLogPageSchema = pageSchema(AuditEntryRowSchema).meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
