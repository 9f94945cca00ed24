CREATE TYPE "public"."booking_mode" AS ENUM('instant', 'request');--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'requested' BEFORE 'confirmed';--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "booking_mode" "booking_mode" DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booking_mode" "booking_mode" DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_message" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "request_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "authorisation_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "capture_method" text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "declines_at_capture" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_request_expiry_idx" ON "bookings" USING btree ("request_expires_at") WHERE "bookings"."request_expires_at" is not null and "bookings"."accepted_at" is null;--> statement-breakpoint
-- A request to book keeps its slot like a hold (its row in space_availability stays until it is
-- cancelled), and its status moves only as the state machine says: pending -> requested when the
-- card is authorised, requested -> confirmed when the host accepts and the payment is captured,
-- requested -> cancelled when it is declined, withdrawn, expires or the capture fails
-- (docs/product/booking-lifecycle.md#request-to-book). The function body names 'requested' only as
-- text, read when it runs, so it may be created in the transaction that adds the enum value.
CREATE OR REPLACE FUNCTION "bookings_guard_and_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'cancelled' THEN
      INSERT INTO space_availability (space_id, start_time, end_time, booking_id)
        VALUES (NEW.space_id, NEW.start_time,
                NEW.end_time + make_interval(mins => (SELECT buffer_minutes FROM spaces WHERE id = NEW.space_id)),
                NEW.id)
        ON CONFLICT ON CONSTRAINT space_availability_no_overlap DO NOTHING;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'conflicting key value violates exclusion constraint "space_availability_no_overlap"'
          USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'space_availability_no_overlap', TABLE = 'space_availability';
      END IF;
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.start_time IS DISTINCT FROM OLD.start_time OR NEW.end_time IS DISTINCT FROM OLD.end_time
     OR NEW.space_id IS DISTINCT FROM OLD.space_id THEN
    RAISE EXCEPTION 'a booking''s listing and time range cannot change' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    IF NOT ((OLD.status = 'pending' AND NEW.status IN ('requested', 'confirmed', 'cancelled'))
         OR (OLD.status = 'requested' AND NEW.status IN ('confirmed', 'cancelled'))
         OR (OLD.status = 'confirmed' AND NEW.status IN ('completed', 'cancelled'))) THEN
      RAISE EXCEPTION 'booking status cannot go from % to %', OLD.status, NEW.status
        USING ERRCODE = 'check_violation';
    END IF;
    IF NEW.status = 'cancelled' THEN
      DELETE FROM space_availability WHERE booking_id = NEW.id;
    END IF;
  END IF;
  RETURN NEW;
END $$;
