import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import {
  AdminStatsSchema,
  ContactMessagesPageSchema,
  MonthlyFeesResponseSchema,
  OutboxPageSchema,
  RevenueSeriesResponseSchema,
  SubscribersPageSchema,
  SuggestionApprovedSchema,
  SuggestionRejectedSchema,
  SuggestionsPageSchema,
} from '@rentspace/core/admin/api';
import {
  AuditLogPageSchema,
  AUDIT_RANGE_CHECK,
  AuditLogFilterFields,
  type AuditValues,
} from '@rentspace/core/admin/audit';
import { SPACE_TYPE_TEXT, SUGGESTION_STATUSES } from '@rentspace/core/listings/constants';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import { conflict, forbidden, notFound, validationError } from '../http/errors.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '@rentspace/db';
import type { SuggestionRepository } from '../listings/suggestions.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import type { AdminRepository, Cursor } from './repository.ts';
import type { AdminService } from './service.ts';
import { auditLogPage, recordAudit } from './audit.ts';
import { closeReport, reportsPage } from '../reports/service.ts';
import {
  REPORT_MESSAGES,
  REPORT_STATUSES,
  ReportCloseSchema,
  ReportsPageSchema,
} from '@rentspace/core/reports/schema';

const guarded = { 401: errorResponses[401], 403: errorResponses[403] };
const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});

function route<T extends z.ZodType>(path: string, summary: string, schema: T) {
  return createRoute({
    method: 'get',
    path,
    summary,
    security: bearerSecurity,
    responses: { 200: jsonResponse(schema, summary), ...guarded },
  });
}

function listRoute<T extends z.ZodType>(path: string, summary: string, schema: T) {
  return createRoute({
    method: 'get',
    path,
    summary,
    security: bearerSecurity,
    request: { query: ListQuery },
    responses: { 200: jsonResponse(schema, summary), ...guarded, 400: errorResponses[400] },
  });
}

const SuggestionQuery = ListQuery.extend({
  status: z.enum(SUGGESTION_STATUSES).default('pending'),
});

function decideRoute<T extends z.ZodType>(
  action: 'approve' | 'reject',
  summary: string,
  schema: T,
) {
  return createRoute({
    method: 'post',
    path: `/admin/space-type-suggestions/{id}/${action}`,
    summary,
    security: bearerSecurity,
    request: { params: z.object({ id: z.uuid(SPACE_TYPE_TEXT.suggestionNotFound) }) },
    responses: {
      200: jsonResponse(schema, summary),
      ...guarded,
      400: errorResponses[400],
      404: errorResponses[404],
      409: errorResponses[409],
    },
  });
}

function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (!raw) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(raw, 'base64url').toString()) as [
      string,
      string,
    ];
    if (Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/.test(id))
      throw new Error('bad cursor');
    return { createdAt, id };
  } catch {
    throw validationError({ cursor: ['Invalid cursor'] });
  }
}

/** Returns one page and the cursor of the next (rows were fetched with limit + 1). */
function page<T extends { id: string; created_at: Date; cursor_at: string }>(
  rows: T[],
  limit: number,
) {
  const more = rows.length > limit;
  const data = rows.slice(0, limit);
  const last = data[data.length - 1];
  return {
    data: data.map(({ cursor_at: _, ...row }) => ({
      ...row,
      created_at: row.created_at.toISOString(),
    })),
    next_cursor:
      more && last
        ? Buffer.from(JSON.stringify([last.cursor_at, last.id])).toString('base64url')
        : null,
  };
}

/** A suggestion row as the admin API writes it (dates as ISO 8601). */
function suggestionRow<T extends { created_at: Date | string; decided_at: Date | null }>(row: T) {
  return {
    ...row,
    created_at: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

/** /rest/v1/admin/*: 401 signed out, 403 signed in without admin rights. */
/** Mails whose link would let its reader into the account (a reset) or move it (an e-mail change). */
const ACCOUNT_LINK_MAILS = new Set(['password_recovery', 'email_change']);

/**
 * With SMTP delivering mail, the outbox is a log, not the mailbox: admins read reset and
 * e-mail-change mails with the link's token hidden, so reading it lets nobody into an account
 * (docs/product/admin-and-analytics.md#outbox).
 */
export function hideAccountLinkTokens(kind: string, text: string): string {
  return ACCOUNT_LINK_MAILS.has(kind) ? text.replace(/([?&]token=)[^&\s]+/g, '$1(hidden)') : text;
}

export function adminRoutes(
  repo: AdminRepository,
  service: AdminService,
  deps: {
    db: Database;
    siteUrl: string;
    suggestions: SuggestionRepository;
    clock: Clock;
    hideLinkTokens?: boolean;
  },
) {
  const app = createRouter();
  app.use(
    '/admin/*',
    createMiddleware<AppEnv>(async (c, next) => {
      const user = requireUser(c);
      if (!(await repo.isAdmin(user.id))) throw forbidden('Admins only');
      c.header('Cache-Control', 'private, no-store');
      await next();
    }),
  );
  app.openapi(route('/admin/stats', 'Platform statistics', AdminStatsSchema), async (c) =>
    c.json(await service.stats(), 200),
  );
  app.openapi(
    route(
      '/admin/monthly-fees',
      'Platform fees per month and currency, last 12 months',
      MonthlyFeesResponseSchema,
    ),
    async (c) => c.json(await service.monthlyFees(), 200),
  );
  app.openapi(
    route(
      '/admin/revenue-series',
      'Monthly revenue and fees per currency, last 12 months',
      RevenueSeriesResponseSchema,
    ),
    async (c) => c.json(await service.revenueSeries(), 200),
  );
  app.openapi(
    listRoute(
      '/admin/contact-messages',
      'Messages sent through the contact form',
      ContactMessagesPageSchema,
    ),
    async (c) => {
      const { limit, cursor } = c.req.valid('query');
      return c.json(page(await repo.contactMessages(limit, decodeCursor(cursor)), limit), 200);
    },
  );
  app.openapi(
    listRoute('/admin/newsletter-subscribers', 'Newsletter sign-ups', SubscribersPageSchema),
    async (c) => {
      const { limit, cursor } = c.req.valid('query');
      const result = page(await repo.newsletterSubscribers(limit, decodeCursor(cursor)), limit);
      return c.json(
        {
          ...result,
          // Only confirmed addresses are read, so confirmed_at is always set.
          data: result.data.map((row) => ({
            ...row,
            confirmed_at: row.confirmed_at!.toISOString(),
          })),
        },
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/space-type-suggestions',
      summary: 'Space types people suggested, in one status (pending by default), newest first',
      security: bearerSecurity,
      request: { query: SuggestionQuery },
      responses: {
        200: jsonResponse(SuggestionsPageSchema, 'Suggestions'),
        ...guarded,
        400: errorResponses[400],
      },
    }),
    async (c) => {
      const { status, limit, cursor } = c.req.valid('query');
      const result = page(await repo.typeSuggestions(status, limit, decodeCursor(cursor)), limit);
      return c.json({ ...result, data: result.data.map(suggestionRow) }, 200);
    },
  );
  /** Decides a suggestion; answers the decision's type when approved, the row as it is now. */
  async function decide(c: Context<AppEnv>, id: string, approve: boolean) {
    const admin = requireUser(c);
    const decision = await deps.suggestions.decide(id, admin.id, approve, deps.clock.now());
    if (decision.outcome === 'not_found') throw notFound(SPACE_TYPE_TEXT.suggestionNotFound);
    if (decision.outcome === 'already_decided')
      throw conflict('already_decided', SPACE_TYPE_TEXT.alreadyDecided);
    await recordAudit(deps.db, {
      actorId: admin.id,
      action: approve ? 'space_type_approved' : 'space_type_rejected',
      targetType: 'space_type_suggestion',
      targetId: id,
      before: { status: 'pending' },
      after: { status: approve ? 'approved' : 'rejected' },
    });
    const { cursor_at: _, ...row } = (await repo.typeSuggestion(id))!;
    return { suggestion: suggestionRow(row), type: 'type' in decision ? decision.type : null };
  }
  app.openapi(
    decideRoute(
      'approve',
      'Approve a suggested space type: it is listed for everyone',
      SuggestionApprovedSchema,
    ),
    async (c) => {
      const { suggestion, type } = await decide(c, c.req.valid('param').id, true);
      return c.json({ suggestion, type: type! }, 200);
    },
  );
  app.openapi(
    decideRoute(
      'reject',
      'Reject a suggested space type: it is never listed',
      SuggestionRejectedSchema,
    ),
    async (c) => {
      const { suggestion } = await decide(c, c.req.valid('param').id, false);
      return c.json({ suggestion }, 200);
    },
  );
  app.openapi(
    listRoute('/admin/outbox', 'E-mail the product has sent or queued', OutboxPageSchema),
    async (c) => {
      const { limit, cursor } = c.req.valid('query');
      const result = page(await repo.outbox(limit, decodeCursor(cursor)), limit);
      return c.json(
        {
          ...result,
          data: result.data.map((row) => ({
            ...row,
            text_body: deps.hideLinkTokens
              ? hideAccountLinkTokens(row.kind, row.text_body)
              : row.text_body,
            sent_at: row.sent_at?.toISOString() ?? null,
          })),
        },
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/audit-log',
      summary:
        'Admin actions and automatic money movements, newest first, filtered by action, actor, target and date',
      security: bearerSecurity,
      request: {
        query: ListQuery.extend(AuditLogFilterFields.shape).refine(...AUDIT_RANGE_CHECK),
      },
      responses: {
        200: jsonResponse(AuditLogPageSchema, 'Audit log'),
        ...guarded,
        400: errorResponses[400],
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const rows = await auditLogPage(
        deps.db,
        {
          action: q.action || undefined,
          actor: q.actor || undefined,
          targetType: q.target_type || undefined,
          targetId: q.target_id || undefined,
          from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
          to: q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000 - 1) : undefined,
        },
        q.limit,
        decodeCursor(q.cursor),
      );
      const result = page(rows, q.limit);
      return c.json(
        {
          ...result,
          data: result.data.map((row) => ({
            ...row,
            before: row.before as AuditValues | null,
            after: row.after as AuditValues | null,
          })),
        },
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/reports',
      summary: 'Reports people sent, in one status (open by default), newest first',
      security: bearerSecurity,
      request: { query: ListQuery.extend({ status: z.enum(REPORT_STATUSES).default('open') }) },
      responses: {
        200: jsonResponse(ReportsPageSchema, 'Reports'),
        ...guarded,
        400: errorResponses[400],
      },
    }),
    async (c) => {
      const { status, limit, cursor } = c.req.valid('query');
      const result = page(await reportsPage(deps.db, status, limit, decodeCursor(cursor)), limit);
      return c.json(
        {
          ...result,
          data: result.data.map((row) => ({
            ...row,
            closed_at: row.closed_at?.toISOString() ?? null,
          })),
        },
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/reports/{id}/close',
      summary: 'Close an open report with what was done; the reporter is told by e-mail',
      security: bearerSecurity,
      request: {
        params: z.object({ id: z.uuid(REPORT_MESSAGES.reportNotFound) }),
        body: { content: { 'application/json': { schema: ReportCloseSchema } }, required: true },
      },
      responses: {
        200: jsonResponse(z.strictObject({ id: z.uuid(), status: z.literal('closed') }), 'Closed'),
        ...guarded,
        400: errorResponses[400],
        404: errorResponses[404],
        409: errorResponses[409],
      },
    }),
    async (c) => {
      const admin = requireUser(c);
      const { id } = c.req.valid('param');
      const { resolution } = c.req.valid('json');
      await closeReport(deps.db, admin.id, id, resolution, deps.clock.now(), deps.siteUrl);
      return c.json({ id, status: 'closed' as const }, 200);
    },
  );
  return app;
}
