-- A hold and the guest's hold limits in one statement (docs/decisions/0045-hold-in-one-statement.md).
-- place_hold takes the guest's lock until the statement's transaction ends, counts the guest's live
-- holds, and inserts the pending booking only below both limits: it answers which limit the hold
-- would pass ('guest', 'listing') with no booking, or null with the booking's id and expiry. A
-- volatile function's queries see what other transactions committed before they ran, so the count,
-- taken after the lock, sees every hold of the guest placed before it: concurrent requests of one
-- guest cannot each see room for one more. An overlap fails at the insert, on the exclusion
-- constraint (23P01), as before. The listing is read again under the listing's shared advisory
-- lock first: a suspension (which takes that lock exclusively before unpublishing) either waits for
-- this hold and then cancels it, or has committed and the hold is refused ('unpublished';
-- docs/decisions/0041-moderation-actions.md). An advisory lock, not FOR SHARE on the listing's
-- row: a row lock writes the row (and a multixact when holds overlap) on every hold.
CREATE FUNCTION "place_hold"(
  hold_id uuid, guest uuid, space uuid, starts timestamptz, ends timestamptz,
  unit duration_unit, hours integer, subtotal bigint, fee_percentage numeric, fee_amount bigint,
  total bigint, money currency, policy cancellation_policy, expires timestamptz, provider text,
  intent text, mode booking_mode, request text, at timestamptz, per_guest integer,
  per_listing integer,
  OUT reached text, OUT id uuid, OUT hold_expires_at timestamptz)
  LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  live integer;
  on_listing integer;
  published boolean;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('hold-limit:' || guest::text, 0));
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('listing:' || space::text, 0));
  SELECT s.is_published INTO published FROM spaces s WHERE s.id = space;
  IF published IS NOT TRUE THEN reached := 'unpublished'; RETURN; END IF;
  SELECT count(*), count(*) FILTER (WHERE b.space_id = space) INTO live, on_listing
    FROM bookings b WHERE b.user_id = guest AND b.status = 'pending' AND b.hold_expires_at > at;
  IF live >= per_guest THEN reached := 'guest'; RETURN; END IF;
  IF on_listing >= per_listing THEN reached := 'listing'; RETURN; END IF;
  INSERT INTO bookings AS b (id, user_id, space_id, start_time, end_time, duration_unit, duration,
                             subtotal, platform_fee_percentage, platform_fee_amount, total_price,
                             currency, cancellation_policy, hold_expires_at, payment_provider,
                             payment_intent_id, booking_mode, request_message, status)
    VALUES (hold_id, guest, space, starts, ends, unit, hours, subtotal, fee_percentage, fee_amount,
            total, money, policy, expires, provider, intent, mode, request, 'pending')
    RETURNING b.id, b.hold_expires_at INTO id, hold_expires_at;
END $$;
