CREATE TABLE "booking_monthly_totals" (
	"month" date NOT NULL,
	"currency" "currency" NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_monthly_totals_month_currency_pk" PRIMARY KEY("month","currency")
);
--> statement-breakpoint
-- Adds a booking's amounts to its month when it becomes paid, and takes them away when a paid
-- booking is cancelled (pending -> confirmed enters; confirmed -> cancelled leaves).
CREATE FUNCTION "bookings_monthly_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_paid boolean := TG_OP = 'UPDATE' AND OLD.status IN ('confirmed', 'completed');
  is_paid boolean := NEW.status IN ('confirmed', 'completed');
  sign integer;
BEGIN
  IF was_paid = is_paid THEN RETURN NULL; END IF;
  sign := CASE WHEN is_paid THEN 1 ELSE -1 END;
  INSERT INTO booking_monthly_totals AS t (month, currency, bookings, revenue, fees)
    VALUES (date_trunc('month', NEW.created_at AT TIME ZONE 'UTC')::date, NEW.currency,
            sign, sign * NEW.total_price, sign * NEW.platform_fee_amount)
  ON CONFLICT (month, currency) DO UPDATE
    SET bookings = t.bookings + EXCLUDED.bookings,
        revenue = t.revenue + EXCLUDED.revenue,
        fees = t.fees + EXCLUDED.fees;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_monthly_rollup" AFTER INSERT OR UPDATE OF status ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_monthly_rollup"();--> statement-breakpoint
INSERT INTO booking_monthly_totals (month, currency, bookings, revenue, fees)
  SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, currency, count(*), sum(total_price), sum(platform_fee_amount)
  FROM bookings WHERE status IN ('confirmed', 'completed') GROUP BY 1, 2;--> statement-breakpoint
-- The monthly platform fees view (docs/product/admin-and-analytics.md#monthly-platform-fees) now
-- reads the rollup: the same columns, without scanning bookings.
CREATE OR REPLACE VIEW "total_platform_fees" AS
  SELECT "month", "currency", "fees"::bigint AS "total_fees", "bookings"::integer AS "total_bookings"
  FROM "booking_monthly_totals"
  WHERE "bookings" > 0;
