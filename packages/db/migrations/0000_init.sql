CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('pending', 'confirmed', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."cancellation_policy" AS ENUM('flexible', 'moderate', 'strict');--> statement-breakpoint
CREATE TYPE "public"."contact_subject" AS ENUM('general', 'support', 'billing', 'partnership');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('USD', 'EUR', 'GBP', 'JPY', 'AUD', 'CAD', 'SGD', 'KRW', 'AED');--> statement-breakpoint
CREATE TYPE "public"."duration_unit" AS ENUM('hour', 'day', 'week', 'month');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('scheduled', 'paid', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."profile_update_type" AS ENUM('general', 'space_update', 'announcement', 'feature_highlight');--> statement-breakpoint
CREATE TYPE "public"."rental_type" AS ENUM('space', 'vehicle', 'equipment', 'service', 'experience');--> statement-breakpoint
CREATE TYPE "public"."space_status" AS ENUM('available', 'rented', 'maintenance');--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_id" bigint,
	"revoked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"encrypted_password" text NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"icon" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"type" "profile_update_type" DEFAULT 'general' NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"full_name" text,
	"avatar_url" text,
	"banner_url" text,
	"bio" text,
	"response_rate" integer,
	"response_time" text,
	"website" text,
	"location" text,
	"instagram" text,
	"twitter" text,
	"facebook" text,
	"linkedin" text,
	"youtube" text,
	"tiktok" text,
	"stripe_account_id" text,
	"stripe_onboarding_complete" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seo_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"meta_keywords" text,
	"hero_image" text NOT NULL,
	"description" text NOT NULL,
	"popular_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"rental_type" "rental_type",
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_subcategories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "space_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"rental_type" "rental_type" DEFAULT 'space' NOT NULL,
	"category_id" uuid,
	"subcategory_id" uuid,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"videos" text[] DEFAULT '{}'::text[] NOT NULL,
	"slug" text,
	"meta_description" text,
	"meta_keywords" text,
	"hourly_price" bigint NOT NULL,
	"daily_price" bigint,
	"weekly_price" bigint,
	"monthly_price" bigint,
	"yearly_price" bigint,
	"currency" "currency" DEFAULT 'USD' NOT NULL,
	"location" text NOT NULL,
	"country" text NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"street_address" text,
	"unit_number" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"brand" text,
	"model" text,
	"year" integer,
	"condition" text DEFAULT 'good' NOT NULL,
	"safety_equipment_included" text[] DEFAULT '{}'::text[] NOT NULL,
	"deposit_required" boolean DEFAULT false NOT NULL,
	"deposit_amount" bigint,
	"insurance_required" boolean DEFAULT false NOT NULL,
	"location_type" text DEFAULT 'fixed' NOT NULL,
	"delivery_available" boolean DEFAULT false NOT NULL,
	"delivery_fee" bigint,
	"pickup_available" boolean DEFAULT false NOT NULL,
	"license_required" boolean DEFAULT false NOT NULL,
	"age_restriction" integer,
	"waiver_required" boolean DEFAULT false NOT NULL,
	"min_rental_duration" integer DEFAULT 1 NOT NULL,
	"max_rental_duration" integer,
	"cancellation_policy" "cancellation_policy" DEFAULT 'flexible' NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"status" "space_status" DEFAULT 'available' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"great_value" boolean DEFAULT false NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spaces_prices_non_negative" CHECK ("spaces"."hourly_price" >= 0
      and coalesce("spaces"."daily_price", 0) >= 0 and coalesce("spaces"."weekly_price", 0) >= 0
      and coalesce("spaces"."monthly_price", 0) >= 0 and coalesce("spaces"."yearly_price", 0) >= 0),
	CONSTRAINT "spaces_capacity_positive" CHECK ("spaces"."capacity" >= 1),
	CONSTRAINT "spaces_rating_range" CHECK ("spaces"."rating" >= 0 and "spaces"."rating" <= 5)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration_unit" "duration_unit" DEFAULT 'hour' NOT NULL,
	"duration" integer DEFAULT 1 NOT NULL,
	"subtotal" bigint NOT NULL,
	"platform_fee_percentage" numeric(5, 2) DEFAULT '10' NOT NULL,
	"platform_fee_amount" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	"currency" "currency" NOT NULL,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"payment_provider" text,
	"payment_intent_id" text,
	"refund_id" text,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"cancellation_reason" text,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_time_order" CHECK ("bookings"."start_time" < "bookings"."end_time"),
	CONSTRAINT "bookings_amounts" CHECK ("bookings"."subtotal" >= 0 and "bookings"."platform_fee_amount" >= 0 and "bookings"."total_price" = "bookings"."subtotal" + "bookings"."platform_fee_amount")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" "currency" NOT NULL,
	"status" "payout_status" DEFAULT 'scheduled' NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"transfer_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "space_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "space_availability_time_order" CHECK ("space_availability"."start_time" < "space_availability"."end_time")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_id" uuid,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid,
	"guest_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" "contact_subject" NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_links" ADD CONSTRAINT "profile_links_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_updates" ADD CONSTRAINT "profile_updates_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_subcategories" ADD CONSTRAINT "rental_subcategories_category_id_rental_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."rental_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_category_id_rental_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."rental_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_subcategory_id_rental_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."rental_subcategories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_availability" ADD CONSTRAINT "space_availability_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_availability" ADD CONSTRAINT "space_availability_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_id_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "profile_links_profile_order_idx" ON "profile_links" USING btree ("profile_id","display_order");--> statement-breakpoint
CREATE INDEX "profile_updates_profile_order_idx" ON "profile_updates" USING btree ("profile_id","is_pinned" DESC NULLS LAST,"created_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "rental_categories_name_key" ON "rental_categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_subcategories_category_name_key" ON "rental_subcategories" USING btree ("category_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "space_types_name_key" ON "space_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "spaces_user_id_idx" ON "spaces" USING btree ("user_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "spaces_listed_idx" ON "spaces" USING btree ("created_at" desc,"id") WHERE "spaces"."is_published" and "spaces"."available";--> statement-breakpoint
CREATE INDEX "spaces_title_trgm_idx" ON "spaces" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "spaces_location_trgm_idx" ON "spaces" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "spaces_country_trgm_idx" ON "spaces" USING gin (lower("country") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_user_id_idx" ON "bookings" USING btree ("user_id","start_time" desc);--> statement-breakpoint
CREATE INDEX "bookings_space_time_idx" ON "bookings" USING btree ("space_id","start_time");--> statement-breakpoint
CREATE INDEX "bookings_pending_expiry_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_payment_intent_key" ON "bookings" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_booking_id_key" ON "payouts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("release_at") WHERE "payouts"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "payouts_host_idx" ON "payouts" USING btree ("host_id");--> statement-breakpoint
CREATE UNIQUE INDEX "space_availability_booking_id_key" ON "space_availability" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_space_created_idx" ON "reviews" USING btree ("space_id","created_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_id_key" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_space_guest_key" ON "conversations" USING btree ("space_id","guest_id");--> statement-breakpoint
CREATE INDEX "conversations_guest_idx" ON "conversations" USING btree ("guest_id","last_message_at" desc);--> statement-breakpoint
CREATE INDEX "conversations_host_idx" ON "conversations" USING btree ("host_id","last_message_at" desc);--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "outbox_emails_created_idx" ON "outbox_emails" USING btree ("created_at" desc);--> statement-breakpoint
-- No two held or confirmed bookings (nor host blocks) of one listing may overlap, ever.
ALTER TABLE "space_availability" ADD CONSTRAINT "space_availability_no_overlap"
  EXCLUDE USING gist ("space_id" WITH =, tstzrange("start_time", "end_time", '[)') WITH &&);--> statement-breakpoint
-- A booking's slot lives in space_availability from its creation, and is freed
-- when it is cancelled. Its time range never changes, and its status follows the lifecycle graph.
CREATE FUNCTION "bookings_guard_and_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'cancelled' THEN
      INSERT INTO space_availability (space_id, start_time, end_time, booking_id)
        VALUES (NEW.space_id, NEW.start_time, NEW.end_time, NEW.id);
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
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_guard_and_sync" AFTER INSERT OR UPDATE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_guard_and_sync"();--> statement-breakpoint
-- Realtime: changes are announced on one channel; every instance LISTENs and fans out over SSE.
CREATE FUNCTION "notify_realtime"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_id text;
BEGIN
  IF TG_OP = 'DELETE' THEN row_id := OLD.id::text; ELSE row_id := NEW.id::text; END IF;
  PERFORM pg_notify('realtime', json_build_object('table', TG_TABLE_NAME, 'type', TG_OP, 'id', row_id)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "spaces_realtime" AFTER INSERT OR UPDATE OR DELETE ON "spaces"
  FOR EACH ROW EXECUTE FUNCTION "notify_realtime"();--> statement-breakpoint
CREATE TRIGGER "space_types_realtime" AFTER INSERT ON "space_types"
  FOR EACH ROW EXECUTE FUNCTION "notify_realtime"();--> statement-breakpoint
-- Platform fees per month and currency, over paid bookings (admin dashboard).
CREATE VIEW "total_platform_fees" AS
  SELECT date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date AS "month",
         "currency",
         sum("platform_fee_amount")::bigint AS "total_fees",
         count(*)::integer AS "total_bookings"
  FROM "bookings"
  WHERE "status" IN ('confirmed', 'completed')
  GROUP BY 1, 2;
