CREATE TABLE "booking_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"admin_id" uuid,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" "currency" NOT NULL,
	"reason" text NOT NULL,
	"host_share" bigint NOT NULL,
	"fee_share" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "booking_refunds_amount" CHECK ("booking_refunds"."amount" > 0 and "booking_refunds"."host_share" >= 0),
	CONSTRAINT "booking_refunds_status" CHECK ("booking_refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payout_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"booking_id" uuid,
	"refund_id" uuid,
	"amount" bigint NOT NULL,
	"currency" "currency" NOT NULL,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_adjustments_amount" CHECK ("payout_adjustments"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bucket" text NOT NULL,
	"path" text NOT NULL,
	"url" text NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"reporting_currency" "currency" NOT NULL,
	"rates_date" date NOT NULL,
	"currency" "currency" NOT NULL,
	"rate" numeric(24, 10) NOT NULL,
	"entered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_reporting_currency_rates_date_currency_pk" PRIMARY KEY("reporting_currency","rates_date","currency")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "admin_refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "adjustment_amount" bigint;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_adjustments" ADD CONSTRAINT "payout_adjustments_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_adjustments" ADD CONSTRAINT "payout_adjustments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_adjustments" ADD CONSTRAINT "payout_adjustments_refund_id_booking_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."booking_refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_adjustments" ADD CONSTRAINT "payout_adjustments_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_refunds_key" ON "booking_refunds" USING btree ("booking_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "booking_refunds_pending_idx" ON "booking_refunds" USING btree ("created_at") WHERE "booking_refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payout_adjustments_open_idx" ON "payout_adjustments" USING btree ("host_id","currency") WHERE "payout_adjustments"."payout_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_bucket_path_key" ON "uploads" USING btree ("bucket","path");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refunds_within_total" CHECK ("bookings"."admin_refunded_amount" >= 0 and "bookings"."admin_refunded_amount" <= "bookings"."refunded_amount" and "bookings"."refunded_amount" <= "bookings"."total_price");--> statement-breakpoint
-- The monthly rollup (migration 0003) now follows refunds too: a paid booking counts the part of
-- its total it kept and the part of its platform fee in proportion, rounded half-up as
-- packages/core's keptAmounts rounds (docs/product/money.md#refunds-by-admins).
CREATE OR REPLACE FUNCTION "bookings_monthly_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_paid boolean := TG_OP = 'UPDATE' AND OLD.status IN ('confirmed', 'completed');
  is_paid boolean := NEW.status IN ('confirmed', 'completed');
  old_revenue bigint := 0;
  old_fees bigint := 0;
  new_revenue bigint := 0;
  new_fees bigint := 0;
  counted integer := is_paid::integer - was_paid::integer;
BEGIN
  IF was_paid AND OLD.total_price > 0 THEN
    old_revenue := OLD.total_price - OLD.refunded_amount;
    old_fees := div(2 * OLD.platform_fee_amount::numeric * old_revenue + OLD.total_price, 2 * OLD.total_price::numeric);
  END IF;
  IF is_paid AND NEW.total_price > 0 THEN
    new_revenue := NEW.total_price - NEW.refunded_amount;
    new_fees := div(2 * NEW.platform_fee_amount::numeric * new_revenue + NEW.total_price, 2 * NEW.total_price::numeric);
  END IF;
  IF counted = 0 AND new_revenue = old_revenue AND new_fees = old_fees THEN RETURN NULL; END IF;
  INSERT INTO booking_monthly_totals AS t (month, currency, bookings, revenue, fees)
    VALUES (date_trunc('month', NEW.created_at AT TIME ZONE 'UTC')::date, NEW.currency,
            counted, new_revenue - old_revenue, new_fees - old_fees)
  ON CONFLICT (month, currency) DO UPDATE
    SET bookings = t.bookings + EXCLUDED.bookings,
        revenue = t.revenue + EXCLUDED.revenue,
        fees = t.fees + EXCLUDED.fees;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "bookings_monthly_rollup" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_monthly_rollup" AFTER INSERT OR UPDATE OF status, refunded_amount ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_monthly_rollup"();
