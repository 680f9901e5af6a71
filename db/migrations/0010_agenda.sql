CREATE TABLE "agenda_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"during" "tstzrange" NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
CREATE INDEX "agenda_blocks_date_idx" ON "agenda_blocks" USING btree ("date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_channel_valid" CHECK ("bookings"."channel" in ('online', 'phone'));--> statement-breakpoint
ALTER TABLE "agenda_blocks" ADD CONSTRAINT "agenda_blocks_during_bounded"
  CHECK (NOT isempty("during") AND NOT lower_inf("during") AND NOT upper_inf("during"));--> statement-breakpoint
-- Bookings and blocks of a day, by time: the agenda's views and the overlap checks.
CREATE INDEX "agenda_blocks_during_idx" ON "agenda_blocks" USING gist ("during");
