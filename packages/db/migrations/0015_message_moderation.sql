ALTER TABLE "messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_cause" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_note" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_hidden_check" CHECK (("messages"."hidden_at" is null) = ("messages"."hidden_cause" is null) and ("messages"."hidden_cause" is null or "messages"."hidden_cause" in ('moderation', 'suspension')));