-- outbox_mail becomes the delivery queue. Rows from before were kept by the demo outbox
-- (no SMTP relay): they count as sent, so the worker never mails those old links.
ALTER TABLE "outbox_mail" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "to_name" text;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "to_address" text;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "reply_to_name" text;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "reply_to_address" text;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "next_attempt_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "sent_at" timestamp (3) with time zone;--> statement-breakpoint
UPDATE "outbox_mail" SET
  "purpose" = 'legacy',
  "to_name" = coalesce(substring("recipient" from '^(.*) <[^<>]*>$'), ''),
  "to_address" = coalesce(substring("recipient" from '<([^<>]*)>$'), "recipient"),
  "status" = 'sent',
  "attempts" = 1,
  "sent_at" = "created_at";--> statement-breakpoint
ALTER TABLE "outbox_mail" ALTER COLUMN "purpose" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mail" ALTER COLUMN "to_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mail" ALTER COLUMN "to_address" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_mail_pending_due_idx" ON "outbox_mail" USING btree ("next_attempt_at") WHERE "outbox_mail"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD CONSTRAINT "outbox_mail_status_check" CHECK ("outbox_mail"."status" in ('pending', 'sent', 'failed'));
