import { and, eq, sql } from 'drizzle-orm';
import { queryRows, uploads, type Database } from '@rentspace/db';
import { storageFull, uploadingTooMuch } from '@rentspace/core/abuse-limits';
import type { Bucket } from '@rentspace/core/media';
import { ApiError } from '../http/errors.ts';
import { enforce } from '../http/limits.ts';
import { memoryLimiters, type LimiterFactory } from '../auth/rate-limits.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { Storage } from './storage.ts';

/** How long an upload may wait for a listing or a profile to refer to it. */
export const ORPHAN_HOURS = 24;
const MB = 1024 * 1024;

/** What one person may upload (docs/product/listings.md#upload-limits). */
export interface UploadLimits {
  perDay: number;
  storageMegabytes: number;
}

/**
 * The uploads table: each upload's row, the limits it is counted against, and the sweep of the
 * uploads nothing refers to.
 */
export function createUploadRecords(deps: {
  db: Database;
  clock: Clock;
  limits: UploadLimits;
  limiters?: LimiterFactory;
}) {
  const { db } = deps;
  const perDay = (deps.limiters ?? memoryLimiters)('uploads_day', deps.limits.perDay, 86_400);

  async function used(userId: string): Promise<number> {
    const [row] = await queryRows<{ bytes: string | number }>(
      db,
      sql`select coalesce(sum(bytes), 0) as bytes from ${uploads} where user_id = ${userId}`,
    );
    return Number(row!.bytes);
  }

  const full = () => new ApiError(413, 'storage_full', storageFull(deps.limits.storageMegabytes));

  return {
    /** Refuses an upload before a byte is read: past the day's uploads (429) or a full storage (413). */
    async admit(userId: string) {
      if ((await used(userId)) >= deps.limits.storageMegabytes * MB) throw full();
      await enforce(perDay, userId, uploadingTooMuch);
    },

    /**
     * Records a stored upload; false (and nothing recorded) when it would take the person past
     * their storage, so the caller removes what it stored.
     */
    async record(upload: {
      userId: string;
      bucket: Bucket;
      path: string;
      url: string;
      bytes: number;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        // One upload of a person at a time counts and records, so two cannot both fit the last space.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${upload.userId}`}, 0))`,
        );
        const [row] = await queryRows<{ bytes: string | number }>(
          tx,
          sql`select coalesce(sum(bytes), 0) as bytes from ${uploads} where user_id = ${upload.userId}`,
        );
        if (Number(row!.bytes) + upload.bytes > deps.limits.storageMegabytes * MB) return false;
        await tx.insert(uploads).values({
          user_id: upload.userId,
          bucket: upload.bucket,
          path: upload.path,
          url: upload.url,
          bytes: upload.bytes,
          created_at: deps.clock.now(),
        });
        return true;
      });
    },

    full,

    async forget(bucket: Bucket, path: string) {
      await db.delete(uploads).where(and(eq(uploads.bucket, bucket), eq(uploads.path, path)));
    },
  };
}

export type UploadRecords = ReturnType<typeof createUploadRecords>;

/**
 * The job: uploads older than 24 hours that no listing (photos, videos) and no profile (picture,
 * banner) refers to are removed, stored objects first (the file and what is stored beside it),
 * then the row. A row whose objects could not be removed stays, and is tried again next time.
 */
export async function removeOrphanUploads(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  storage: Storage;
  companions: (path: string) => string[];
}): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - ORPHAN_HOURS * 3_600_000);
  const orphans = await queryRows<{ id: string; bucket: string; path: string }>(
    deps.db,
    sql`select u.id, u.bucket, u.path from uploads u
        where u.created_at < ${before.toISOString()}::timestamptz
          and not exists (select 1 from spaces s, unnest(s.images || s.videos) ref
                          where ref = u.url or ref like u.url || '?%')
          and not exists (select 1 from profiles p
                          where p.avatar_url = u.url or p.avatar_url like u.url || '?%'
                             or p.banner_url = u.url or p.banner_url like u.url || '?%')
          and not exists (select 1 from deposit_claims c, jsonb_array_elements_text(c.photos) ref
                          where u.bucket = 'deposit-claims' and ref = u.path)
        order by u.created_at limit 100`,
  );
  let removed = 0;
  for (const orphan of orphans) {
    try {
      await deps.storage.delete(orphan.bucket, [orphan.path, ...deps.companions(orphan.path)]);
      await deps.db.delete(uploads).where(eq(uploads.id, orphan.id));
      removed += 1;
    } catch (error) {
      deps.logger.warn({ err: error, path: orphan.path }, 'could not remove an orphan upload');
    }
  }
  return removed;
}
