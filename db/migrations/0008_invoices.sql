CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"total_cents" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "invoice_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "invoice_documents_sequence_unique" UNIQUE("kind","year","sequence"),
	CONSTRAINT "invoice_documents_order_kind_unique" UNIQUE("order_id","kind"),
	CONSTRAINT "invoice_documents_kind_valid" CHECK ("invoice_documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoice_documents_credit_refers" CHECK (("invoice_documents"."kind" = 'credit_note') = ("invoice_documents"."invoice_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_invoice_id_invoice_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Issued invoices and credit notes are accounting records: never changed, never deleted.
CREATE FUNCTION "invoice_documents_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoice_documents are never changed or deleted (% refused)', TG_OP USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_documents_immutable" BEFORE UPDATE OR DELETE ON "invoice_documents" FOR EACH ROW EXECUTE FUNCTION "invoice_documents_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "invoice_documents_no_truncate" BEFORE TRUNCATE ON "invoice_documents" FOR EACH STATEMENT EXECUTE FUNCTION "invoice_documents_refuse_change"();
