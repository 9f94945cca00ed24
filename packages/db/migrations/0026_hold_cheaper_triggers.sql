-- A hold's insert no longer calls the monthly totals' trigger function (decision 0047): a booking
-- counts in booking_monthly_totals only once paid (migrations 0003, 0019), and a booking inserted
-- unpaid (a hold, a request) left the function at its first test. The insert's trigger now fires
-- only for a booking inserted paid; updates of status or refunds fire it as before.
DROP TRIGGER "bookings_monthly_rollup" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_monthly_rollup_insert" AFTER INSERT ON "bookings"
  FOR EACH ROW WHEN (NEW.status IN ('confirmed', 'completed'))
  EXECUTE FUNCTION "bookings_monthly_rollup"();--> statement-breakpoint
CREATE TRIGGER "bookings_monthly_rollup" AFTER UPDATE OF status, refunded_amount ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_monthly_rollup"();
