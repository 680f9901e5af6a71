CREATE TABLE "salon_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_token_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_email_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reminder_token_hash_unique" UNIQUE("reminder_token_hash");--> statement-breakpoint
-- The reminders sweep: confirmed bookings not reminded yet, by start.
CREATE INDEX "bookings_reminder_due_idx" ON "bookings" (lower("during")) WHERE "status" = 'confirmed' AND "reminder_queued_at" IS NULL;
