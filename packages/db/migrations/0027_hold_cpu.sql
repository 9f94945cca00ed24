-- A guest's live holds, counted twice on every hold (the hold limits: before the payment intent,
-- and in place_hold under the guest's lock, migration 0024). With only bookings_user_id_idx and
-- bookings_pending_expiry_idx, PostgreSQL's plan for the prepared count joined both: it walked every
-- live hold of every guest to find this guest's, so each hold's count grew with all the holds being
-- placed. This index gives the guest's live holds alone (docs/decisions/0049-hold-cpu.md).
CREATE INDEX "bookings_guest_holds_idx" ON "bookings" USING btree ("user_id","hold_expires_at") WHERE "bookings"."status" = 'pending';
--> statement-breakpoint
-- A listing's calendar changes (a hold placed, a booking's status, a block) were announced with
-- pg_notify on every change, to every instance, whether or not the owner had a stream open to hear
-- it: on a hold, the notice, the wake-up of every listening connection and each instance's reading
-- of it were a tenth of the database's CPU. Each of a person's own streams, as it opens, now keeps
-- them in calendar_watchers for a little longer than the stream lives (it reopens before then), and
-- the notice goes out only while the listing's owner is there. What a stream passes on is
-- unchanged: only its owner's calendar notices ever reached it (migration 0015).
CREATE TABLE "calendar_watchers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_watchers" ADD CONSTRAINT "calendar_watchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_calendar_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_space uuid;
  owner_id uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN changed_space := OLD.space_id; ELSE changed_space := NEW.space_id; END IF;
  SELECT s.user_id INTO owner_id FROM spaces s WHERE s.id = changed_space;
  IF EXISTS (SELECT 1 FROM calendar_watchers w WHERE w.user_id = owner_id AND w.until > now()) THEN
    PERFORM pg_notify('realtime', json_build_object(
      'table', 'calendar', 'type', TG_OP, 'id', changed_space, 'user_id', owner_id)::text);
  END IF;
  RETURN NULL;
END $$;
