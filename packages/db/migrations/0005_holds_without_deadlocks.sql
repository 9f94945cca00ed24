-- Holds racing for one slot could deadlock. Each insert put its slot into space_availability and
-- then looked for overlaps; two inserts that had both written before either looked waited on each
-- other, and PostgreSQL broke each such cycle only after deadlock_timeout (1 s). With 50 guests
-- asking for one slot, the waiters piled up behind the first cycle and formed new ones as each was
-- broken: the requests took minutes and ended in 503s. An insert with ON CONFLICT DO NOTHING checks
-- for overlaps before it writes and never waits on an insert that is itself still checking
-- (PostgreSQL's speculative insertion), so it cannot deadlock. The trigger reports an overlap as
-- before, as an exclusion violation (23P01) naming the constraint.
CREATE OR REPLACE FUNCTION "bookings_guard_and_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'cancelled' THEN
      INSERT INTO space_availability (space_id, start_time, end_time, booking_id)
        VALUES (NEW.space_id, NEW.start_time, NEW.end_time, NEW.id)
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
