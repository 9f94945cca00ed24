-- A mail the SMTP server could not take for now is tried again later, waiting longer each time
-- (docs/decisions/0034-dependency-failures.md). Messages that failed before this migration keep
-- their error and no next attempt: they stay final, as they were.
ALTER TABLE "outbox_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_emails_unsent_idx" ON "outbox_emails" USING btree ("created_at") WHERE "outbox_emails"."sent_at" is null;
