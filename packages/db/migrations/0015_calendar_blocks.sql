ALTER TABLE "space_availability" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "space_availability" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "space_availability" ADD CONSTRAINT "space_availability_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_availability" ADD CONSTRAINT "space_availability_note" CHECK ("space_availability"."note" is null or ("space_availability"."booking_id" is null and char_length("space_availability"."note") <= 500));--> statement-breakpoint
-- The host calendar updates live (docs/product/booking-lifecycle.md#host-calendar): any change to a
-- listing's slots (a hold placed, a booking cancelled, a block added or removed) and any change of a
-- booking's status is announced with the listing and its owner. Only the owner's own stream passes
-- it on; the public stream never does. Several rows changed in one transaction send one notice
-- (PostgreSQL folds identical notifications).
CREATE FUNCTION "notify_calendar_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_space uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN changed_space := OLD.space_id; ELSE changed_space := NEW.space_id; END IF;
  PERFORM pg_notify('realtime', json_build_object(
    'table', 'calendar', 'type', TG_OP, 'id', changed_space,
    'user_id', (SELECT user_id FROM spaces WHERE id = changed_space))::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "space_availability_calendar" AFTER INSERT OR UPDATE OR DELETE ON "space_availability"
  FOR EACH ROW EXECUTE FUNCTION "notify_calendar_change"();--> statement-breakpoint
CREATE TRIGGER "bookings_calendar" AFTER UPDATE OF "status" ON "bookings"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "notify_calendar_change"();
