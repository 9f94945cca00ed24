import { eq } from 'drizzle-orm';
import { reports, type Database } from '@rentspace/db';
import { MODERATION_MESSAGES } from '@rentspace/core/moderation/schema';
import type { ReportTarget } from '@rentspace/core/reports/schema';
import { conflict, notFound } from '../http/errors.ts';
import { closeReportIn } from '../reports/service.ts';

/** A target a report may be about, for the action that answers it. */
export interface ReportedTarget {
  type: ReportTarget;
  id: string;
}

/**
 * Closes the report a moderation action answers, in the action's transaction, with the action's
 * reason as its resolution (the reporter is mailed as when a report is closed by hand). A report
 * about another target is refused (409) and nothing is written; a report closed already is left
 * as it is. Returns whether it closed the report.
 */
export async function closeAnsweredReport(
  tx: Database,
  input: {
    adminId: string;
    reportId: string | undefined;
    /** What the action acted on; the report must be about one of these. */
    targets: ReportedTarget[];
    reason: string;
    now: Date;
    siteUrl: string;
  },
): Promise<boolean> {
  if (!input.reportId) return false;
  const [report] = await tx
    .select({
      target_type: reports.target_type,
      target_id: reports.target_id,
      status: reports.status,
    })
    .from(reports)
    .where(eq(reports.id, input.reportId))
    .for('update');
  if (!report) throw notFound(MODERATION_MESSAGES.reportNotFound);
  const about = input.targets.some(
    (target) => target.type === report.target_type && target.id === report.target_id,
  );
  if (!about) throw conflict('report_elsewhere', MODERATION_MESSAGES.reportElsewhere);
  if (report.status !== 'open') return false;
  await closeReportIn(tx, input.adminId, input.reportId, input.reason, input.now, input.siteUrl);
  return true;
}
