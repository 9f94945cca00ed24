CREATE TABLE "deposit_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deposit_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guest_response" text,
	"guest_responded_at" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_amount" bigint,
	"decision_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_claims_status" CHECK ("deposit_claims"."status" in ('open', 'decided')),
	CONSTRAINT "deposit_claims_amounts" CHECK ("deposit_claims"."amount" > 0 and ("deposit_claims"."decided_amount" is null or ("deposit_claims"."decided_amount" >= 0 and "deposit_claims"."decided_amount" <= "deposit_claims"."amount"))),
	CONSTRAINT "deposit_claims_decided" CHECK (("deposit_claims"."status" = 'decided') = ("deposit_claims"."decided_amount" is not null and "deposit_claims"."decided_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" "currency" NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"authorise_at" timestamp with time zone NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"payment_intent_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"attempt_started_at" timestamp with time zone,
	"failure_message" text,
	"held_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"captured_amount" bigint,
	"settled_at" timestamp with time zone,
	"transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_amounts" CHECK ("deposits"."amount" > 0 and ("deposits"."captured_amount" is null or ("deposits"."captured_amount" >= 0 and "deposits"."captured_amount" <= "deposits"."amount"))),
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('scheduled', 'held', 'failed', 'claimed', 'released', 'captured', 'cancelled')),
	CONSTRAINT "deposits_window" CHECK ("deposits"."authorise_at" < "deposits"."release_at")
);
--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "payment_method_declines" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "customer" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "amount_captured" bigint;--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_claims_deposit_id_key" ON "deposit_claims" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "deposit_claims_status_idx" ON "deposit_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_booking_id_key" ON "deposits" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_payment_intent_key" ON "deposits" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "deposits_open_idx" ON "deposits" USING btree ("authorise_at") WHERE "deposits"."status" in ('scheduled', 'failed', 'held');--> statement-breakpoint
CREATE INDEX "deposits_unsettled_idx" ON "deposits" USING btree ("updated_at") WHERE "deposits"."settled_at" is null and "deposits"."status" in ('released', 'captured', 'cancelled');--> statement-breakpoint
-- A deposit's status moves only as packages/core/src/deposits/state-machine.ts allows
-- (docs/product/deposits.md#lifecycle); its test (deposits-trigger.integration.test.ts) compares
-- this list with the state machine's, so the two cannot drift. Its booking, amount and currency
-- never change.
CREATE OR REPLACE FUNCTION "deposits_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.booking_id IS DISTINCT FROM OLD.booking_id OR NEW.amount IS DISTINCT FROM OLD.amount
     OR NEW.currency IS DISTINCT FROM OLD.currency THEN
    RAISE EXCEPTION 'a deposit''s booking and amount cannot change' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    IF NOT ((OLD.status = 'scheduled' AND NEW.status IN ('held', 'failed', 'cancelled'))
         OR (OLD.status = 'failed' AND NEW.status IN ('held', 'cancelled'))
         OR (OLD.status = 'held' AND NEW.status IN ('claimed', 'released'))
         OR (OLD.status = 'claimed' AND NEW.status IN ('captured', 'released'))) THEN
      RAISE EXCEPTION 'deposit status cannot go from % to %', OLD.status, NEW.status
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "deposits_guard" BEFORE UPDATE ON "deposits"
  FOR EACH ROW EXECUTE FUNCTION "deposits_guard"();--> statement-breakpoint
-- A claim is at most its deposit (the CHECK on deposit_claims keeps a decision within the claim).
CREATE OR REPLACE FUNCTION "deposit_claims_within_deposit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.amount > (SELECT amount FROM deposits WHERE id = NEW.deposit_id) THEN
    RAISE EXCEPTION 'a claim cannot be more than its deposit' USING ERRCODE = 'check_violation',
      CONSTRAINT = 'deposit_claims_within_deposit';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "deposit_claims_within_deposit" BEFORE INSERT OR UPDATE OF "amount", "deposit_id" ON "deposit_claims"
  FOR EACH ROW EXECUTE FUNCTION "deposit_claims_within_deposit"();
