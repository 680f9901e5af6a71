ALTER TABLE "gift_card_movements" DROP CONSTRAINT "gift_card_movements_kind_valid";--> statement-breakpoint
ALTER TABLE "gift_card_movements" DROP CONSTRAINT "gift_card_movements_sign";--> statement-breakpoint
ALTER TABLE "gift_card_movements" DROP CONSTRAINT "gift_card_movements_booking_id_bookings_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD COLUMN "attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD COLUMN "undoes" uuid;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "mail_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_undoes_gift_card_movements_id_fk" FOREIGN KEY ("undoes") REFERENCES "public"."gift_card_movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_mail_id_email_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_attempt_id_unique" UNIQUE("attempt_id");--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_undoes_unique" UNIQUE("undoes");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_non_negative" CHECK ("orders"."gift_card_cents" >= 0);--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_kind_valid" CHECK ("gift_card_movements"."kind" in ('issued', 'spent', 'returned', 'expired', 'cancelled'));--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_sign" CHECK (("gift_card_movements"."kind" in ('issued', 'returned') and "gift_card_movements"."amount_cents" > 0) or ("gift_card_movements"."kind" in ('spent', 'expired', 'cancelled') and "gift_card_movements"."amount_cents" < 0));--> statement-breakpoint
DROP INDEX "gift_cards_send_idx";--> statement-breakpoint
ALTER TABLE "gift_cards" DROP COLUMN "sent_at";