CREATE TABLE "saved_companies" (
	"account_id" integer NOT NULL,
	"company_id" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_companies" ADD CONSTRAINT "saved_companies_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_companies_account_id_company_id_key" ON "saved_companies" USING btree ("account_id","company_id");--> statement-breakpoint
CREATE INDEX "saved_companies_account_saved" ON "saved_companies" USING btree ("account_id","saved_at","company_id");