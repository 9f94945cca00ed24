import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@rentspace/db';
import {
  ANSWERED_WITHIN_MS,
  RESPONSE_WINDOW_DAYS,
  type ResponseMeasure,
} from '@rentspace/core/profiles/response';

/**
 * How a host answers guests: conversations whose first guest message came in the last 90 days,
 * whether the host's first reply came within 24 hours, and the median delay of those replies.
 * A conversation still unanswered but younger than a day is not counted yet (the host may still
 * answer in time). Every conversation starts with a guest: a host cannot message themselves.
 */
export async function measureHostResponse(
  db: Database,
  hostId: string,
  now: Date,
): Promise<ResponseMeasure> {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 86_400_000).toISOString();
  const at = now.toISOString();
  const within = `${ANSWERED_WITHIN_MS / 1000} seconds`;
  const [row] = await queryRows<{
    counted: number;
    answered: number;
    median_seconds: number | null;
  }>(
    db,
    sql`
      with threads as (
        select asked.at as asked,
               (select min(m.created_at) from messages m
                 where m.conversation_id = c.id and m.sender_id = c.host_id and m.created_at >= asked.at) as replied
        from conversations c
        cross join lateral (
          select min(m.created_at) as at from messages m where m.conversation_id = c.id and m.sender_id = c.guest_id
        ) asked
        where c.host_id = ${hostId} and c.last_message_at >= ${since}::timestamptz
      )
      select
        (count(*) filter (where replied is not null or asked <= ${at}::timestamptz - ${within}::interval))::int as counted,
        (count(*) filter (where replied <= asked + ${within}::interval))::int as answered,
        (percentile_cont(0.5) within group (order by extract(epoch from replied - asked))
           filter (where replied is not null))::float8 as median_seconds
      from threads
      where asked >= ${since}::timestamptz and asked <= ${at}::timestamptz`,
  );
  return {
    counted: Number(row?.counted ?? 0),
    answered: Number(row?.answered ?? 0),
    medianReplyMs:
      row?.median_seconds === null || row?.median_seconds === undefined
        ? null
        : Number(row.median_seconds) * 1000,
  };
}
