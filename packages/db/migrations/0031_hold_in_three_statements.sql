-- place_hold in three statements where it had five (docs/decisions/0057-hold-in-three-statements.md):
-- the guest's lock and the listing's shared lock are taken by one statement, and the listing's
-- re-read and the count of the guest's live holds are one statement after them. Each statement of
-- a PL/pgSQL function is started, run and ended on its own (its snapshot, its executor), which
-- was about a third of place_hold's work besides its insert. What it decides is unchanged: the
-- locks come first, so the read that follows them (a snapshot taken after both) sees every hold
-- of the guest placed before it and any suspension that committed before it; an unpublished or
-- missing listing is refused before the limits, and the limits before the insert.
CREATE OR REPLACE FUNCTION "place_hold"(
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
  PERFORM pg_advisory_xact_lock(hashtextextended('hold-limit:' || guest::text, 0)),
          pg_advisory_xact_lock_shared(hashtextextended('listing:' || space::text, 0));
  SELECT s.is_published, held.live, held.on_listing INTO published, live, on_listing
    FROM spaces s,
         LATERAL (SELECT count(*) AS live, count(*) FILTER (WHERE b.space_id = space) AS on_listing
                    FROM bookings b
                   WHERE b.user_id = guest AND b.status = 'pending' AND b.hold_expires_at > at) held
   WHERE s.id = space;
  IF published IS NOT TRUE THEN reached := 'unpublished'; RETURN; END IF;
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
