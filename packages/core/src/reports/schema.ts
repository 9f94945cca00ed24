/**
 * Reports: a signed-in person reports a listing, a review, a message or a person to the admins
 * (docs/product/moderation.md#reports). The browser and the server validate with these schemas.
 */
import '../zod-config.ts';
import { z } from 'zod';
import { IdSchema, TimeSchema, pageSchema } from '../response-schemas.ts';

export const REPORT_TARGETS = ['listing', 'review', 'message', 'user'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** The fixed reasons; "other" needs the free text. */
export const REPORT_REASONS = [
  'spam',
  'fraud',
  'offensive',
  'misleading',
  'unsafe',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  fraud: 'Fraud or a scam',
  offensive: 'Offensive, hateful or harassing',
  misleading: 'Misleading or false information',
  unsafe: 'Unsafe or illegal',
  other: 'Something else',
};

export const REPORT_STATUSES = ['open', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_MESSAGES = {
  sent: 'Thank you. Your report was sent to our team.',
  alreadyOpen: 'You have already reported this; our team is looking at it.',
  ownTarget: 'You cannot report yourself or your own listing.',
  notFound: 'What you reported was not found.',
  reportNotFound: 'Report not found',
  alreadyClosed: 'This report was already closed',
  detailsNeeded: 'Tell us what is wrong',
  resolutionNeeded: 'Write what was done',
} as const;

export const ReportInputSchema = z
  .object({
    target_type: z.enum(REPORT_TARGETS, 'Choose what you report'),
    target_id: z.uuid(REPORT_MESSAGES.notFound),
    reason: z.enum(REPORT_REASONS, 'Choose a reason'),
    details: z.string().trim().max(1000, 'At most 1000 characters').default(''),
  })
  .refine((input) => input.reason !== 'other' || input.details.length > 0, {
    path: ['details'],
    message: REPORT_MESSAGES.detailsNeeded,
  });
export type ReportInput = z.input<typeof ReportInputSchema>;

export const ReportCloseSchema = z.object({
  resolution: z
    .string()
    .trim()
    .min(1, REPORT_MESSAGES.resolutionNeeded)
    .max(1000, 'At most 1000 characters'),
});
export type ReportClose = z.infer<typeof ReportCloseSchema>;

/** A report as its reporter sees it after sending it. */
export const ReportCreatedSchema = z
  .strictObject({
    id: IdSchema,
    target_type: z.enum(REPORT_TARGETS),
    target_id: IdSchema,
    reason: z.enum(REPORT_REASONS),
    status: z.enum(REPORT_STATUSES),
    created_at: TimeSchema,
  })
  .meta({ id: 'ReportCreated' });
export type ReportCreated = z.infer<typeof ReportCreatedSchema>;

/** A report in the admins' queue. */
export const ReportRowSchema = z
  .strictObject({
    id: IdSchema,
    reporter_id: IdSchema,
    reporter_email: z.string(),
    target_type: z.enum(REPORT_TARGETS),
    target_id: IdSchema,
    /** What the target reads as: a listing's title, a person's name, a review's or message's text. */
    target_summary: z.string().nullable(),
    reason: z.enum(REPORT_REASONS),
    details: z.string(),
    status: z.enum(REPORT_STATUSES),
    resolution: z.string().nullable(),
    closed_at: TimeSchema.nullable(),
    created_at: TimeSchema,
  })
  .meta({ id: 'ReportRow' });
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const ReportsPageSchema = pageSchema(ReportRowSchema).meta({ id: 'ReportPage' });
export type ReportsPage = z.infer<typeof ReportsPageSchema>;
