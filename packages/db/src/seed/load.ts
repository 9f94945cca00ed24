import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import { refreshSpaceRatings } from '../factories.ts';
import { queryRows } from '../rows.ts';
import {
  bookings,
  cities,
  conversations,
  messages,
  payouts,
  profileLinks,
  profileUpdates,
  profiles,
  rentalCategories,
  rentalSubcategories,
  reviews,
  sandboxAccounts,
  sandboxMoneyMovements,
  deposits,
  depositClaims,
  sandboxPaymentIntents,
  spaceAvailability,
  spaceTypes,
  spaces,
  users,
} from '../schema/index.ts';
import type { SeedPlan } from './plan.ts';
import { planRequestMessages } from './messages.ts';

const CHUNK = 250;

async function insertAll<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

/** Inserts the plan in dependency order; every seeded account gets the same password hash. */
export async function loadPlan(db: Database, plan: SeedPlan, passwordHash: string): Promise<void> {
  await insertAll(
    db,
    users,
    plan.people.users.map((user) => ({
      ...user,
      encrypted_password: passwordHash,
      updated_at: user.created_at,
    })),
  );
  await insertAll(db, profiles, plan.people.profiles);
  await insertAll(db, profileLinks, plan.people.links);
  await insertAll(db, profileUpdates, plan.people.updates);
  await insertAll(db, spaceTypes, plan.spaceTypes);
  await insertAll(db, rentalCategories, plan.categories);
  await insertAll(db, rentalSubcategories, plan.subcategories);
  await insertAll(
    db,
    spaces,
    plan.listings.map((listing) => listing.space),
  );
  await insertAll(db, bookings, plan.bookings);
  const requestMessages = planRequestMessages(plan);
  await insertAll(db, conversations, requestMessages.conversations);
  await insertAll(db, messages, requestMessages.messages);
  await insertAll(db, spaceAvailability, plan.blocks);
  await insertAll(db, payouts, plan.payouts);
  await insertAll(db, reviews, plan.reviews);
  await insertAll(db, sandboxAccounts, plan.sandbox.accounts);
  await insertAll(db, sandboxPaymentIntents, plan.sandbox.intents);
  await insertAll(db, sandboxMoneyMovements, plan.sandbox.movements);
  await insertAll(db, sandboxPaymentIntents, plan.deposits.intents);
  await insertAll(db, deposits, plan.deposits.deposits);
  await insertAll(db, depositClaims, plan.deposits.claims);
  await refreshSpaceRatings(db);
  await insertAll(db, cities, plan.cities);
}

/**
 * Empties every application table (not the migration journal, which lives in its own schema), but
 * the audit log: it is append-only, so its rows outlive a reseed (the database refuses to empty it).
 */
export async function wipeDatabase(db: Database): Promise<void> {
  const tables = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables
        where schemaname = 'public' and tablename <> 'audit_log' order by tablename`,
  );
  if (tables.length === 0) return;
  const list = tables.map((t) => `"public"."${t.tablename.replace(/"/g, '""')}"`).join(', ');
  await db.execute(sql.raw(`truncate table ${list} restart identity cascade`));
}
