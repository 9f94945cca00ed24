ALTER TABLE "spaces" ADD COLUMN "opening_hours" jsonb DEFAULT '[{"from":9,"to":21},{"from":9,"to":21},{"from":9,"to":21},{"from":9,"to":21},{"from":9,"to":21},{"from":9,"to":21},{"from":9,"to":21}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "min_notice_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "booking_window_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_booking_rules" CHECK (jsonb_typeof("spaces"."opening_hours") = 'array' and jsonb_array_length("spaces"."opening_hours") = 7
      and "spaces"."min_notice_hours" in (0, 1, 2, 12, 24, 48, 168)
      and "spaces"."booking_window_months" in (1, 3, 6, 12)
      and "spaces"."buffer_minutes" in (0, 15, 30, 60, 120));--> statement-breakpoint
-- The buffer between bookings is kept free by the database, not only by the code: a booking's slot
-- in space_availability runs from its start to its end plus the listing's buffer, so the exclusion
-- constraint refuses any two bookings closer than that (docs/product/booking-lifecycle.md#booking-rules).
-- The buffer is read when the booking is placed; changing it later leaves placed bookings as they are.
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
    IF NOT ((OLD.status = 'pending' AND NEW.status IN ('confirmed', 'cancelled'))
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
