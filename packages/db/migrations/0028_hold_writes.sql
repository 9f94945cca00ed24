-- What a hold writes beyond its booking and its calendar row (docs/decisions/0053-hold-writes.md).
-- Imported events' unique index now covers imported rows only: every hold and a host's own block
-- put a (null, null) entry in it that no lookup ever reads.
DROP INDEX "space_availability_feed_uid_key";--> statement-breakpoint
CREATE UNIQUE INDEX "space_availability_feed_uid_key" ON "space_availability" USING btree ("feed_id","external_uid") WHERE "space_availability"."feed_id" is not null;--> statement-breakpoint
-- A hold's calendar notice comes from the booking trigger, which reads the listing for its buffer
-- anyway: one lookup of the listing with its owner's watcher, where the calendar row's own trigger
-- (migration 0027) read the listing again and the watchers after it, per row, after the insert.
-- The notice is the same ('INSERT' on the listing, to its owner, only while they watch). The
-- calendar row's trigger still announces a host's blocks and imported events as they are added,
-- and every change and removal.
CREATE OR REPLACE FUNCTION "bookings_guard_and_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  buffer integer;
  watcher uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'cancelled' THEN
      SELECT s.buffer_minutes, w.user_id INTO buffer, watcher
        FROM spaces s LEFT JOIN calendar_watchers w ON w.user_id = s.user_id AND w.until > now()
        WHERE s.id = NEW.space_id;
      INSERT INTO space_availability (space_id, start_time, end_time, booking_id)
        VALUES (NEW.space_id, NEW.start_time, NEW.end_time + make_interval(mins => buffer), NEW.id)
        ON CONFLICT ON CONSTRAINT space_availability_no_overlap DO NOTHING;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'conflicting key value violates exclusion constraint "space_availability_no_overlap"'
          USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'space_availability_no_overlap', TABLE = 'space_availability';
      END IF;
      IF watcher IS NOT NULL THEN
        PERFORM pg_notify('realtime', json_build_object(
          'table', 'calendar', 'type', 'INSERT', 'id', NEW.space_id, 'user_id', watcher)::text);
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
--> statement-breakpoint
DROP TRIGGER "space_availability_calendar" ON "space_availability";--> statement-breakpoint
CREATE TRIGGER "space_availability_calendar" AFTER INSERT ON "space_availability"
  FOR EACH ROW WHEN (NEW.booking_id IS NULL) EXECUTE FUNCTION "notify_calendar_change"();--> statement-breakpoint
CREATE TRIGGER "space_availability_calendar_changes" AFTER UPDATE OR DELETE ON "space_availability"
  FOR EACH ROW EXECUTE FUNCTION "notify_calendar_change"();
