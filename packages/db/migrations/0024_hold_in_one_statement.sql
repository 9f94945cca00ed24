-- A hold and the guest's hold limits in one statement (docs/decisions/0045-hold-in-one-statement.md).
-- The insert of a hold calls this first, in the same statement: it takes the guest's lock until
-- the statement's transaction ends, then counts the guest's live holds, and answers which limit
-- the hold would pass ('guest', 'listing') or null. A volatile function's queries see what other
-- transactions committed before they ran, so the count, taken after the lock, sees every hold of
-- the guest placed before it: concurrent requests of one guest cannot each see room for one more.
CREATE FUNCTION "hold_limit_reached"(guest uuid, space uuid, at timestamptz, per_guest integer, per_listing integer)
  RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  total integer;
  on_listing integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('hold-limit:' || guest::text, 0));
  SELECT count(*), count(*) FILTER (WHERE space_id = space) INTO total, on_listing
    FROM bookings WHERE user_id = guest AND status = 'pending' AND hold_expires_at > at;
  IF total >= per_guest THEN RETURN 'guest'; END IF;
  IF on_listing >= per_listing THEN RETURN 'listing'; END IF;
  RETURN NULL;
END $$;
