CREATE TABLE "booking_deposits" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text,
	"paypal_order_id" text,
	"capture_id" text,
	"refund_id" text,
	"refund_due_at" timestamp with time zone,
	"payment_token_hash" text,
	"express_request_at" timestamp with time zone,
	"compensation_cents" integer DEFAULT 0 NOT NULL,
	"compensation_paid_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_deposits_paypal_order_id_unique" UNIQUE("paypal_order_id"),
	CONSTRAINT "booking_deposits_capture_id_unique" UNIQUE("capture_id"),
	CONSTRAINT "booking_deposits_payment_token_hash_unique" UNIQUE("payment_token_hash"),
	CONSTRAINT "booking_deposits_amount_positive" CHECK ("booking_deposits"."amount_cents" > 0),
	CONSTRAINT "booking_deposits_status_valid" CHECK ("booking_deposits"."status" in ('pending', 'paid', 'refunded', 'kept', 'expired')),
	CONSTRAINT "booking_deposits_reason_valid" CHECK ("booking_deposits"."reason" in ('service', 'absences')),
	CONSTRAINT "booking_deposits_paid_has_payment" CHECK ("booking_deposits"."status" in ('pending', 'expired') or ("booking_deposits"."provider" is not null and "booking_deposits"."paid_at" is not null)),
	CONSTRAINT "booking_deposits_compensation" CHECK ("booking_deposits"."compensation_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"unsent_text" jsonb,
	"booking_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_outbox_booking_type_unique" UNIQUE("booking_id","type"),
	CONSTRAINT "sms_outbox_status_valid" CHECK ("sms_outbox"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_valid";--> statement-breakpoint
ALTER TABLE "invoice_documents" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "express_request_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sms_reminder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sms_token_hash" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_deposits" ADD CONSTRAINT "booking_deposits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_deposits_refund_due_idx" ON "booking_deposits" USING btree ("refund_due_at") WHERE "booking_deposits"."refund_due_at" is not null;--> statement-breakpoint
CREATE INDEX "booking_deposits_open_idx" ON "booking_deposits" USING btree ("created_at") WHERE "booking_deposits"."status" = 'pending' and "booking_deposits"."paypal_order_id" is not null;--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_pending_idx" ON "bookings" USING btree ("hold_until") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sms_token_hash_unique" UNIQUE("sms_token_hash");--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_booking_kind_unique" UNIQUE("booking_id","kind");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pending_holds_until" CHECK ("bookings"."status" <> 'pending' or "bookings"."hold_until" is not null);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_valid" CHECK ("bookings"."status" in ('confirmed', 'cancelled', 'pending', 'expired'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_deposit_valid" CHECK (("services"."deposit_kind" in ('none', 'full') and "services"."deposit_value" = 0) or ("services"."deposit_kind" = 'fixed' and "services"."deposit_value" > 0) or ("services"."deposit_kind" = 'percent' and "services"."deposit_value" between 1 and 100));--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_one_source" CHECK (("invoice_documents"."order_id" is null) <> ("invoice_documents"."booking_id" is null));--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap_per_barber";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap_per_barber"
  EXCLUDE USING gist ("barber_id" WITH =, "blocked" WITH &&) WHERE ("status" in ('confirmed', 'pending'));
