/**
 * The admin API contract (GET /rest/v1/admin/*, admins only): the dashboard's figures and the
 * inbox lists. Money is per currency, in minor units: amounts in different currencies never add up.
 */
import '../zod-config.ts';
import { z } from 'zod';
import { CurrencySchema } from '../money/currency-schema.ts';
import { SUGGESTION_STATUSES } from '../listings/constants.ts';
import { SpaceTypeRecordSchema } from '../listings/types.ts';
import {
  DaySchema,
  IdSchema,
  MinorUnitsSchema,
  TimeSchema,
  pageSchema,
} from '../response-schemas.ts';

export type { MonthlyTotal } from './stats.ts';

/** Revenue growth of one currency, month over month (docs/product/admin-and-analytics.md#revenue-growth: not a fixed figure). */
export const GrowthSchema = z
  .strictObject({
    currency: CurrencySchema,
    current: MinorUnitsSchema,
    previous: MinorUnitsSchema,
    /** Percent change from last month to this month; null when last month had no revenue. */
    percent: z.number().nullable(),
  })
  .meta({ id: 'RevenueGrowth' });
export type Growth = z.infer<typeof GrowthSchema>;

/** One month of one currency's series (month as YYYY-MM-01). */
export const SeriesPointSchema = z
  .strictObject({
    month: DaySchema,
    revenue: MinorUnitsSchema,
    fees: MinorUnitsSchema,
    bookings: z.int(),
  })
  .meta({ id: 'SeriesPoint' });
export type SeriesPoint = z.infer<typeof SeriesPointSchema>;

/** GET /rest/v1/admin/stats */
export const AdminStatsSchema = z
  .strictObject({
    revenue: z.array(
      z.strictObject({
        currency: CurrencySchema,
        total: MinorUnitsSchema,
        bookings: z.int(),
        fees: MinorUnitsSchema,
      }),
    ),
    active_listings: z.int(),
    average_rating: z.number(),
    users: z.int(),
    bookings: z.int(),
    revenue_growth: z.array(GrowthSchema),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** GET /rest/v1/admin/monthly-fees: the total_platform_fees rows of the last 12 months. */
export const MonthlyFeesResponseSchema = z
  .strictObject({
    data: z.array(
      z.strictObject({
        month: DaySchema,
        total_fees: MinorUnitsSchema,
        total_bookings: z.int(),
        currency: CurrencySchema,
      }),
    ),
  })
  .meta({ id: 'MonthlyFees' });
export type MonthlyFeesResponse = z.infer<typeof MonthlyFeesResponseSchema>;

/** GET /rest/v1/admin/revenue-series */
export const RevenueSeriesResponseSchema = z
  .strictObject({
    months: z.array(DaySchema),
    series: z.array(
      z.strictObject({ currency: CurrencySchema, points: z.array(SeriesPointSchema) }),
    ),
  })
  .meta({ id: 'RevenueSeries' });
export type RevenueSeriesResponse = z.infer<typeof RevenueSeriesResponseSchema>;

/** A page of an admin list, newest first. */
export type AdminPage<T> = z.infer<ReturnType<typeof pageSchema<z.ZodType<T>>>>;

export const ContactMessageRowSchema = z
  .strictObject({
    id: IdSchema,
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    created_at: TimeSchema,
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessageRow = z.infer<typeof ContactMessageRowSchema>;

/** A confirmed subscriber: when they signed up and when they followed the confirmation link. */
export const SubscriberRowSchema = z
  .strictObject({
    id: IdSchema,
    email: z.string(),
    created_at: TimeSchema,
    confirmed_at: TimeSchema,
  })
  .meta({ id: 'NewsletterSubscriber' });
export type SubscriberRow = z.infer<typeof SubscriberRowSchema>;

export const OutboxRowSchema = z
  .strictObject({
    id: IdSchema,
    to_address: z.string(),
    subject: z.string(),
    text_body: z.string(),
    kind: z.string(),
    sent_at: TimeSchema.nullable(),
    error: z.string().nullable(),
    created_at: TimeSchema,
  })
  .meta({ id: 'OutboxEmail' });
export type OutboxRow = z.infer<typeof OutboxRowSchema>;

/** A space type someone suggested, as admins review it (docs/product/listings.md#space-type-suggestions). */
export const SuggestionRowSchema = z
  .strictObject({
    id: IdSchema,
    name: z.string(),
    label: z.string(),
    status: z.enum(SUGGESTION_STATUSES),
    /** The suggester's e-mail; null when their account is gone. */
    suggested_by_email: z.string().nullable(),
    /** Whether the name is in the public list already (another suggestion of it was approved). */
    listed: z.boolean(),
    decided_at: TimeSchema.nullable(),
    created_at: TimeSchema,
  })
  .meta({ id: 'SpaceTypeSuggestionRow' });
export type SuggestionRow = z.infer<typeof SuggestionRowSchema>;

/** POST /rest/v1/admin/space-type-suggestions/{id}/approve: the suggestion and the listed type. */
export const SuggestionApprovedSchema = z
  .strictObject({ suggestion: SuggestionRowSchema, type: SpaceTypeRecordSchema })
  .meta({ id: 'SpaceTypeSuggestionApproved' });
export type SuggestionApproved = z.infer<typeof SuggestionApprovedSchema>;

/** POST /rest/v1/admin/space-type-suggestions/{id}/reject */
export const SuggestionRejectedSchema = z
  .strictObject({ suggestion: SuggestionRowSchema })
  .meta({ id: 'SpaceTypeSuggestionRejected' });
export type SuggestionRejected = z.infer<typeof SuggestionRejectedSchema>;

/** GET /rest/v1/admin/contact-messages */
export const ContactMessagesPageSchema = pageSchema(ContactMessageRowSchema).meta({
  id: 'ContactMessagePage',
});
/** GET /rest/v1/admin/newsletter-subscribers */
export const SubscribersPageSchema = pageSchema(SubscriberRowSchema).meta({
  id: 'NewsletterSubscriberPage',
});
/** GET /rest/v1/admin/outbox */
export const OutboxPageSchema = pageSchema(OutboxRowSchema).meta({ id: 'OutboxPage' });
/** GET /rest/v1/admin/space-type-suggestions?status= */
export const SuggestionsPageSchema = pageSchema(SuggestionRowSchema).meta({
  id: 'SpaceTypeSuggestionPage',
});
