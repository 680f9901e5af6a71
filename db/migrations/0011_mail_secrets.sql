ALTER TABLE "email_outbox" ADD COLUMN "masked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "unsent_content" jsonb;