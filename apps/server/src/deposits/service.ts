import { aliasedTable, and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import {
  bookings,
  depositClaims,
  deposits,
  profiles,
  spaces,
  uploads,
  type Database,
} from '@rentspace/db';
import {
  DEPOSIT_MESSAGES,
  type AdminClaim,
  type AnswerClaimInput,
  type Claim,
  type DecideClaimInput,
  type Deposit,
  type FileClaimInput,
} from '@rentspace/core/deposits/api';
import {
  AnswerClaimSchema,
  DecideClaimSchema,
  FileClaimSchema,
} from '@rentspace/core/deposits/api';
import type { DepositStatus } from '@rentspace/core/deposits/constants';
import type { BookingStatus } from '@rentspace/core/bookings/constants';
import { publicUrl } from '@rentspace/core/media';
import { conflict, notFound, validationError } from '../http/errors.ts';
import { recordAudit } from '../admin/audit.ts';
import { bookingFacts } from '../notifications/bookings.ts';
import { notify } from '../notifications/notify.ts';
import { receiptData } from '../bookings/repository.ts';
import type { SyncDeps } from '../payments/sync.ts';
import { applyDepositEvent, lockDeposit, settleDeposit } from './lifecycle.ts';

/** The bucket of claim photos (docs/product/deposits.md#claims). */
export const CLAIM_BUCKET = 'deposit-claims';

const guests = aliasedTable(profiles, 'guest_profiles');
const hosts = aliasedTable(profiles, 'host_profiles');

const depositFields = {
  deposit: deposits,
  booking: {
    id: bookings.id,
    user_id: bookings.user_id,
    status: bookings.status,
    start_time: bookings.start_time,
    end_time: bookings.end_time,
  },
  space: {
    id: spaces.id,
    title: spaces.title,
    time_zone: spaces.time_zone,
    host_id: spaces.user_id,
  },
  guest_name: guests.full_name,
  host_name: hosts.full_name,
  claim: depositClaims,
};

function selectDeposits(db: Database) {
  return db
    .select(depositFields)
    .from(deposits)
    .innerJoin(bookings, eq(bookings.id, deposits.booking_id))
    .innerJoin(spaces, eq(spaces.id, bookings.space_id))
    .leftJoin(guests, eq(guests.id, bookings.user_id))
    .leftJoin(hosts, eq(hosts.id, spaces.user_id))
    .leftJoin(depositClaims, eq(depositClaims.deposit_id, deposits.id));
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectDeposits>['where']>>[number];

function claimView(claim: typeof depositClaims.$inferSelect): Claim {
  return {
    id: claim.id,
    status: claim.status as Claim['status'],
    amount: claim.amount,
    description: claim.description,
    photo_urls: claim.photos.map((path) => publicUrl(CLAIM_BUCKET, path)),
    guest_response: claim.guest_response,
    guest_responded_at: claim.guest_responded_at?.toISOString() ?? null,
    decided_amount: claim.decided_amount,
    decision_note: claim.decision_note,
    decided_at: claim.decided_at?.toISOString() ?? null,
    created_at: claim.created_at.toISOString(),
  };
}

/** The host may claim now: held, the booking started, the window open, none filed. */
function claimOpen(row: Joined, now: Date) {
  return (
    row.deposit.status === 'held' &&
    !row.claim &&
    row.booking.start_time <= now &&
    now < row.deposit.release_at
  );
}

function depositView(row: Joined, userId: string, now: Date): Deposit {
  const role = row.booking.user_id === userId ? 'guest' : 'host';
  const { deposit } = row;
  return {
    id: deposit.id,
    booking_id: deposit.booking_id,
    role,
    status: deposit.status as DepositStatus,
    amount: deposit.amount,
    currency: deposit.currency,
    authorise_at: deposit.authorise_at.toISOString(),
    release_at: deposit.release_at.toISOString(),
    held_at: deposit.held_at?.toISOString() ?? null,
    released_at: deposit.released_at?.toISOString() ?? null,
    captured_amount: deposit.captured_amount,
    failure_message: deposit.failure_message,
    booking: {
      status: row.booking.status as BookingStatus,
      start_time: row.booking.start_time.toISOString(),
      end_time: row.booking.end_time.toISOString(),
    },
    space: { id: row.space.id, title: row.space.title, time_zone: row.space.time_zone },
    guest_name: row.guest_name,
    host_name: row.host_name,
    claim: row.claim ? claimView(row.claim) : null,
    can_claim: role === 'host' && claimOpen(row, now),
    can_answer: role === 'guest' && row.claim?.status === 'open',
  };
}

/** A deposit its booking's guest or host may see, or 404 with the contract's message. */
async function visibleDeposit(db: Database, userId: string, bookingId: string) {
  const [row] = await selectDeposits(db).where(eq(deposits.booking_id, bookingId));
  if (!row || (row.booking.user_id !== userId && row.space.host_id !== userId))
    throw notFound(DEPOSIT_MESSAGES.depositNotFound);
  return row;
}

export function createDepositService(deps: SyncDeps) {
  const { db, clock } = deps;

  async function view(userId: string, depositId: string) {
    const [row] = await selectDeposits(db).where(eq(deposits.id, depositId));
    return depositView(row!, userId, clock.now());
  }

  /** GET /deposits: the person's, an open claim or claim window first, then the newest. */
  async function list(userId: string): Promise<Deposit[]> {
    const now = clock.now();
    const rows = await selectDeposits(db)
      .where(or(eq(bookings.user_id, userId), eq(spaces.user_id, userId)))
      .orderBy(desc(deposits.created_at))
      .limit(200);
    const views = rows.map((row) => depositView(row, userId, now));
    const needs = (d: Deposit) => (d.claim?.status === 'open' || d.can_claim ? 0 : 1);
    return views.sort((a, b) => needs(a) - needs(b));
  }

  async function forBooking(userId: string, bookingId: string) {
    return depositView(await visibleDeposit(db, userId, bookingId), userId, clock.now());
  }

  /** The host files a claim on a held deposit within its window; the guest is told. */
  async function fileClaim(userId: string, bookingId: string, body: FileClaimInput) {
    const input = FileClaimSchema.parse(body);
    const now = clock.now();
    const found = await visibleDeposit(db, userId, bookingId);
    if (found.space.host_id !== userId) throw notFound(DEPOSIT_MESSAGES.depositNotFound);
    if (input.amount > found.deposit.amount)
      throw validationError({ amount: [DEPOSIT_MESSAGES.amountOverDeposit] });
    if (input.photos.length > 0) {
      const own = await db
        .select({ path: uploads.path })
        .from(uploads)
        .where(
          and(
            eq(uploads.bucket, CLAIM_BUCKET),
            eq(uploads.user_id, userId),
            inArray(uploads.path, input.photos),
          ),
        );
      const owned = new Set(own.map((upload) => upload.path));
      if (input.photos.some((path) => !owned.has(path)))
        throw validationError({ photos: ['Add photos you uploaded for this claim'] });
    }
    await db.transaction(async (tx) => {
      const row = await lockDeposit(tx, found.deposit.id);
      if (!row) throw notFound(DEPOSIT_MESSAGES.depositNotFound);
      const [existing] = await tx
        .select({ id: depositClaims.id })
        .from(depositClaims)
        .where(eq(depositClaims.deposit_id, row.id));
      if (existing) throw conflict('claim_exists', DEPOSIT_MESSAGES.claimExists);
      if (now >= row.release_at || now < found.booking.start_time)
        throw conflict('claim_window_closed', DEPOSIT_MESSAGES.claimWindowClosed);
      const moved = await applyDepositEvent(tx, row, 'claim_filed', now);
      if (!moved) throw conflict('deposit_not_held', DEPOSIT_MESSAGES.depositNotHeld);
      await tx.insert(depositClaims).values({
        deposit_id: row.id,
        amount: input.amount,
        description: input.description,
        photos: input.photos,
        created_at: now,
      });
      const receipt = await receiptData(tx, row.booking_id);
      await notify(
        tx,
        {
          userId: receipt.guestId,
          kind: 'deposit_claimed',
          data: {
            booking: bookingFacts(receipt),
            amount: input.amount,
            deposit: row.amount,
            description: input.description,
          },
        },
        deps,
      );
    });
    deps.mailer.flush().catch((error) => deps.logger.warn({ err: error }, 'mail flush failed'));
    return view(userId, found.deposit.id);
  }

  async function claimRow(claimId: string) {
    const [row] = await selectDeposits(db).where(eq(depositClaims.id, claimId));
    return row;
  }

  /** The guest answers an open claim (a new answer replaces the earlier one). */
  async function answerClaim(userId: string, claimId: string, body: AnswerClaimInput) {
    const input = AnswerClaimSchema.parse(body);
    const found = await claimRow(claimId);
    if (!found || found.booking.user_id !== userId) throw notFound(DEPOSIT_MESSAGES.claimNotFound);
    await db.transaction(async (tx) => {
      await lockDeposit(tx, found.deposit.id);
      const [claim] = await tx.select().from(depositClaims).where(eq(depositClaims.id, claimId));
      if (claim?.status !== 'open') throw conflict('claim_decided', DEPOSIT_MESSAGES.claimDecided);
      await tx
        .update(depositClaims)
        .set({ guest_response: input.response, guest_responded_at: clock.now() })
        .where(eq(depositClaims.id, claimId));
    });
    return view(userId, found.deposit.id);
  }

  function adminView(row: Joined): AdminClaim {
    return {
      ...claimView(row.claim!),
      deposit: {
        id: row.deposit.id,
        status: row.deposit.status as DepositStatus,
        amount: row.deposit.amount,
        currency: row.deposit.currency,
        release_at: row.deposit.release_at.toISOString(),
      },
      booking: {
        id: row.booking.id,
        start_time: row.booking.start_time.toISOString(),
        end_time: row.booking.end_time.toISOString(),
      },
      space: { id: row.space.id, title: row.space.title, time_zone: row.space.time_zone },
      host: { id: row.space.host_id, full_name: row.host_name },
      guest: { id: row.booking.user_id, full_name: row.guest_name },
    };
  }

  /** Admins: the claims of a status, the oldest open first (decided: the latest decided first). */
  async function adminClaims(status: 'open' | 'decided'): Promise<AdminClaim[]> {
    const rows = await selectDeposits(db)
      .where(eq(depositClaims.status, status))
      .orderBy(status === 'open' ? asc(depositClaims.created_at) : desc(depositClaims.decided_at))
      .limit(200);
    return rows.map(adminView);
  }

  /**
   * An admin decides an open claim: capture_amount 0 releases the deposit, more captures that
   * much and releases the rest. The decision and the deposit's final status are one transaction
   * on the locked deposit (a second decision finds the claim decided: 409); the provider's capture
   * or release follows with the deposit's idempotency key, retried by the job runner if it fails.
   */
  async function decideClaim(
    adminId: string,
    claimId: string,
    body: DecideClaimInput | { capture_amount: number; note: string | null },
  ) {
    const input = DecideClaimSchema.parse({ ...body, note: body.note ?? undefined });
    const found = await claimRow(claimId);
    if (!found?.claim) throw notFound(DEPOSIT_MESSAGES.claimNotFound);
    if (input.capture_amount > found.claim.amount)
      throw validationError({ capture_amount: [DEPOSIT_MESSAGES.amountOverClaim] });
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await lockDeposit(tx, found.deposit.id);
      const [claim] = await tx.select().from(depositClaims).where(eq(depositClaims.id, claimId));
      if (!row || claim?.status !== 'open')
        throw conflict('claim_decided', DEPOSIT_MESSAGES.claimDecided);
      const capture = input.capture_amount;
      const moved = await applyDepositEvent(
        tx,
        row,
        capture > 0 ? 'claim_captured' : 'claim_rejected',
        now,
        { captured_amount: capture },
      );
      if (!moved) throw conflict('claim_decided', DEPOSIT_MESSAGES.claimDecided);
      await tx
        .update(depositClaims)
        .set({
          status: 'decided',
          decided_amount: capture,
          decision_note: input.note,
          decided_by: adminId,
          decided_at: now,
        })
        .where(eq(depositClaims.id, claimId));
      await recordAudit(tx, {
        actorId: adminId,
        action: 'deposit_claim_decided',
        targetType: 'booking',
        targetId: row.booking_id,
        before: { deposit_status: row.status, claim_amount: claim.amount },
        after: { deposit_status: moved.status, captured_amount: capture },
        reason: input.note ?? undefined,
      });
      const receipt = await receiptData(tx, row.booking_id);
      const facts = bookingFacts(receipt);
      for (const [userId, side] of [
        [receipt.guestId, 'guest'],
        [receipt.hostId, 'host'],
      ] as const) {
        await notify(
          tx,
          {
            userId,
            kind: 'deposit_decided',
            data: { booking: facts, claimed: claim.amount, captured: capture, side },
          },
          deps,
        );
      }
    });
    deps.mailer.flush().catch((error) => deps.logger.warn({ err: error }, 'mail flush failed'));
    try {
      await settleDeposit(deps, found.deposit.id);
    } catch (error) {
      deps.logger.warn({ err: error, depositId: found.deposit.id }, 'deposit settlement deferred');
    }
    const after = await claimRow(claimId);
    return adminView(after!);
  }

  return { list, forBooking, fileClaim, answerClaim, adminClaims, decideClaim };
}

export type DepositService = ReturnType<typeof createDepositService>;
