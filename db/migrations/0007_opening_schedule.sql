CREATE TABLE "schedule_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_exceptions_range" CHECK ("schedule_exceptions"."from_date" <= "schedule_exceptions"."to_date")
);
--> statement-breakpoint
CREATE TABLE "weekly_hours" (
	"weekday" smallint PRIMARY KEY NOT NULL,
	"blocks" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_hours_weekday_range" CHECK ("weekly_hours"."weekday" between 1 and 7)
);
--> statement-breakpoint
CREATE INDEX "schedule_exceptions_to_idx" ON "schedule_exceptions" USING btree ("to_date");