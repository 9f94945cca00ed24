import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@rentspace/db';
import type { ReportTarget } from '@rentspace/core/reports/schema';
import type { ReportedTarget } from './answered-report.ts';

/**
 * The report's target when it is the member or something of theirs (their listing, a message
 * they sent, a review they wrote): suspending the member answers such a report. Otherwise the
 * member alone, which the report is not about, and the action is refused.
 */
export async function reportedTargetsOf(
  tx: Database,
  userId: string,
  reportId: string,
): Promise<ReportedTarget[]> {
  const [row] = await queryRows<{ target_type: ReportTarget; target_id: string }>(
    tx,
    sql`select r.target_type, r.target_id from reports r
        where r.id = ${reportId} and case r.target_type
          when 'user' then r.target_id = ${userId}::uuid
          when 'listing' then exists (select 1 from spaces s where s.id = r.target_id and s.user_id = ${userId}::uuid)
          when 'message' then exists (select 1 from messages m where m.id = r.target_id and m.sender_id = ${userId}::uuid)
          else exists (select 1 from reviews v where v.id = r.target_id and v.user_id = ${userId}::uuid)
        end`,
  );
  return row ? [{ type: row.target_type, id: row.target_id }] : [{ type: 'user', id: userId }];
}
