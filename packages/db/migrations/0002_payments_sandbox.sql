CREATE TABLE "sandbox_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"email" text,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_money_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_intent_id" text,
	"account_id" text,
	"amount" bigint NOT NULL,
	"currency" "currency" NOT NULL,
	"reverse_transfer" boolean DEFAULT false NOT NULL,
	"refund_application_fee" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" "currency" NOT NULL,
	"status" text NOT NULL,
	"last_error_code" text,
	"last_error_message" text,
	"application_fee_amount" bigint,
	"transfer_destination" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_accounts_idempotency_key" ON "sandbox_accounts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_money_movements_idempotency_key" ON "sandbox_money_movements" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_intents_client_secret_key" ON "sandbox_payment_intents" USING btree ("client_secret");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_intents_idempotency_key" ON "sandbox_payment_intents" USING btree ("idempotency_key");