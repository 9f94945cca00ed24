-- Every change to a listing used to be announced with its id alone, and the public realtime stream
-- passed all of them on: anyone listening learnt the ids of new drafts. A listing's notification
-- now also says whose it is and whether the public could see it before or after the change
-- (published then or now; the change that unpublishes a listing is one the public must hear of).
-- The public stream passes on only those, without the owner; the rest go to the owner alone.
CREATE FUNCTION "notify_space_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_id uuid;
  owner_id uuid;
  seen boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    row_id := NEW.id; owner_id := NEW.user_id; seen := NEW.is_published;
  ELSIF TG_OP = 'UPDATE' THEN
    row_id := NEW.id; owner_id := NEW.user_id; seen := NEW.is_published OR OLD.is_published;
  ELSE
    row_id := OLD.id; owner_id := OLD.user_id; seen := OLD.is_published;
  END IF;
  PERFORM pg_notify('realtime', json_build_object(
    'table', 'spaces', 'type', TG_OP, 'id', row_id, 'user_id', owner_id, 'public', seen)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "spaces_realtime" ON "spaces";--> statement-breakpoint
CREATE TRIGGER "spaces_realtime" AFTER INSERT OR UPDATE OR DELETE ON "spaces"
  FOR EACH ROW EXECUTE FUNCTION "notify_space_change"();
