ALTER TABLE "gift_card_movements" DROP CONSTRAINT "gift_card_movements_kind_valid";--> statement-breakpoint
ALTER TABLE "gift_card_movements" DROP CONSTRAINT "gift_card_movements_sign";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "mail_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_mail_id_email_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_non_negative" CHECK ("orders"."gift_card_cents" >= 0);--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_kind_valid" CHECK ("gift_card_movements"."kind" in ('issued', 'spent', 'returned', 'expired', 'cancelled'));--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_sign" CHECK (("gift_card_movements"."kind" in ('issued', 'returned') and "gift_card_movements"."amount_cents" > 0) or ("gift_card_movements"."kind" in ('spent', 'expired', 'cancelled') and "gift_card_movements"."amount_cents" < 0));