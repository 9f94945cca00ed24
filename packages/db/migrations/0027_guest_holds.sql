-- A guest's live holds, counted twice on every hold (the hold limits: before the payment intent,
-- and in place_hold under the guest's lock, migration 0024). With only bookings_user_id_idx and
-- bookings_pending_expiry_idx, PostgreSQL's plan for the prepared count joined both: it walked every
-- live hold of every guest to find this guest's, so each hold's count grew with all the holds being
-- placed. This index gives the guest's live holds alone (docs/decisions/0049-hold-cpu.md).
CREATE INDEX "bookings_guest_holds_idx" ON "bookings" USING btree ("user_id","hold_expires_at") WHERE "bookings"."status" = 'pending';
