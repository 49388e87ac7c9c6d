CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text NOT NULL,
	"phone" text,
	"level" integer DEFAULT 0 NOT NULL,
	"parent_id" integer,
	"dept_name" text,
	"user_role" text[] DEFAULT '{}' NOT NULL,
	"customs_data_source" text DEFAULT '' NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"account_name" text NOT NULL,
	"oem_domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"member_value" integer DEFAULT 0 NOT NULL,
	"member_package" text,
	"member_until" timestamp with time zone,
	CONSTRAINT "accounts_email_key" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"text_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dataset_figures" (
	"data_source" text PRIMARY KEY NOT NULL,
	"records" bigint NOT NULL,
	"first_month" char(7) NOT NULL,
	"latest_month" char(7) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dataset_figures_records_check" CHECK (records >= 0),
	CONSTRAINT "dataset_figures_check" CHECK (latest_month >= first_month)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"endpoint" text,
	"caller" integer,
	"body_hash" text,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"package_id" text NOT NULL,
	"term_years" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_via" text,
	"payment_reference" text,
	"provider_order_id" text,
	"idempotency_key" text,
	"answer" jsonb,
	CONSTRAINT "orders_provider_order_id_key" UNIQUE("provider_order_id"),
	CONSTRAINT "orders_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_id_check" CHECK (id > 0),
	CONSTRAINT "orders_term_years_check" CHECK (term_years > 0),
	CONSTRAINT "orders_amount_minor_check" CHECK (amount_minor > 0),
	CONSTRAINT "orders_currency_check" CHECK (currency ~ '^[A-Z]{3}$'),
	CONSTRAINT "orders_method_check" CHECK (method in ('paypal', 'bank-transfer')),
	CONSTRAINT "orders_paid_via_check" CHECK (paid_via in ('paypal', 'bank-transfer'))
);
--> statement-breakpoint
CREATE TABLE "package_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"package_id" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_changes_kind_check" CHECK (kind in ('upgraded', 'offline', 'repriced'))
);
--> statement-breakpoint
CREATE TABLE "package_prices" (
	"package_id" text PRIMARY KEY NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"level" integer NOT NULL,
	"import_countries" integer NOT NULL,
	"export_countries" integer NOT NULL,
	"on_sale" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"url" text NOT NULL,
	"title" text NOT NULL,
	"locale" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_sandbox_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text,
	"status" text NOT NULL,
	"body" jsonb NOT NULL,
	"experience" jsonb NOT NULL,
	"decline_capture" boolean DEFAULT false NOT NULL,
	"capture_request_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "paypal_sandbox_orders_request_id_key" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"email" text,
	"payload" jsonb NOT NULL,
	"idempotency_key" text,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submissions_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "submissions_type_check" CHECK (type ~ '^[a-z][a-z0-9-]*$')
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_account" ON "orders" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "package_changes_package" ON "package_changes" USING btree ("package_id","at");--> statement-breakpoint
CREATE INDEX "page_views_created" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_account" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "submissions_type_created" ON "submissions" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_email" ON "verification_codes" USING btree ("email","purpose","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip" ON "verification_codes" USING btree ("ip","created_at");