ALTER TABLE "orders" ADD COLUMN "provider_approve_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_order_created_at" timestamp with time zone;