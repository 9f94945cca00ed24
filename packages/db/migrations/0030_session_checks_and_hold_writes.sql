-- Less work for every signed-in request and every hold (docs/decisions/0056-session-checks-and-hold-writes.md).
-- The expiry sweeps read bookings_guest_holds_idx, which holds the same pending bookings: a hold
-- writes one index entry for both.
DROP INDEX "bookings_pending_expiry_idx";--> statement-breakpoint
-- The monthly totals count paid bookings only. A booking is inserted paid only by imports and tests;
-- a hold goes in pending, and the rollup's function returned at once for it after being called.
DROP TRIGGER "bookings_monthly_rollup" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_monthly_rollup" AFTER UPDATE OF status, refunded_amount ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_monthly_rollup"();--> statement-breakpoint
CREATE TRIGGER "bookings_monthly_rollup_paid_insert" AFTER INSERT ON "bookings"
  FOR EACH ROW WHEN (NEW.status IN ('confirmed', 'completed'))
  EXECUTE FUNCTION "bookings_monthly_rollup"();--> statement-breakpoint
-- A session that closes (revoked: signed out, the password changed, a refresh token reused, the
-- account suspended; or removed with its account) is announced on the 'sessions' channel, at the
-- commit, to every instance: each keeps the sessions it has found open for a short while and forgets
-- one as its notice arrives.
CREATE FUNCTION "notify_session_closed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions', OLD.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "auth_sessions_revoked" AFTER UPDATE OF revoked_at ON "auth_sessions"
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION "notify_session_closed"();--> statement-breakpoint
CREATE TRIGGER "auth_sessions_removed" AFTER DELETE ON "auth_sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_closed"();
