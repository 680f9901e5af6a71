ALTER TABLE "email_outbox" ADD COLUMN "masked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "unsent_content" jsonb;--> statement-breakpoint
-- hand-written: mails queued before this change keep their private links in clear; those not yet sent keep a copy to send, then every kept copy is masked (a calendar file unfolded first, its folds may cut a link).
UPDATE "email_outbox" SET "unsent_content" = jsonb_build_object('html', "html", 'text', "text", 'attachments', "attachments")
WHERE "status" <> 'sent' AND "type" IN ('reset_password_request', 'email_confirmation', 'booking_confirmation', 'booking_reminder', 'booking_moved');--> statement-breakpoint
UPDATE "email_outbox" SET
  "masked" = true,
  "html" = regexp_replace("html", '(/rendez-vous/|/account/confirm-email/|reset-password\?token=)[A-Za-z0-9_%-]+', '\1[masqué]', 'g'),
  "text" = regexp_replace("text", '(/rendez-vous/|/account/confirm-email/|reset-password\?token=)[A-Za-z0-9_%-]+', '\1[masqué]', 'g'),
  "attachments" = COALESCE((
    SELECT jsonb_agg(CASE WHEN a ? 'contentBase64' THEN jsonb_set(a, '{contentBase64}', to_jsonb(replace(encode(convert_to(
      regexp_replace(replace(convert_from(decode(a->>'contentBase64', 'base64'), 'UTF8'), E'\r\n ', ''), '(/rendez-vous/)[A-Za-z0-9_-]+', '\1[masqué]', 'g'),
      'UTF8'), 'base64'), E'\n', ''))) ELSE a END ORDER BY i)
    FROM jsonb_array_elements("attachments") WITH ORDINALITY AS t(a, i)), '[]'::jsonb)
WHERE "type" IN ('reset_password_request', 'email_confirmation', 'booking_confirmation', 'booking_reminder', 'booking_moved');
