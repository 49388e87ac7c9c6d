CREATE TABLE "sample_companies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"legal_name" text NOT NULL,
	"country" text NOT NULL,
	"hs_chapter" text NOT NULL,
	"profile" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_data_loads" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"seed" bigint NOT NULL,
	"size" text NOT NULL,
	"records_per_dataset" integer NOT NULL,
	"catalogue_hash" text NOT NULL,
	"companies" integer NOT NULL,
	"shipments" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_data_loads_id_check" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" text PRIMARY KEY NOT NULL,
	"dataset" text NOT NULL,
	"direction" text NOT NULL,
	"date" date NOT NULL,
	"hs_code" text NOT NULL,
	"description" text NOT NULL,
	"importer_id" text NOT NULL,
	"exporter_id" text NOT NULL,
	"origin_country" text NOT NULL,
	"destination_country" text NOT NULL,
	"port_of_loading" text NOT NULL,
	"port_of_discharge" text NOT NULL,
	"quantity" bigint NOT NULL,
	"unit" text NOT NULL,
	"weight_kg" bigint NOT NULL,
	"value_usd" numeric(16, 2) NOT NULL,
	"bill_of_lading" jsonb,
	CONSTRAINT "shipments_direction_check" CHECK (direction in ('import', 'export'))
);
--> statement-breakpoint
CREATE INDEX "sample_companies_name" ON "sample_companies" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sample_companies_country" ON "sample_companies" USING btree ("country");--> statement-breakpoint
CREATE INDEX "shipments_dataset_date" ON "shipments" USING btree ("dataset","date");--> statement-breakpoint
CREATE INDEX "shipments_dataset_hs_code" ON "shipments" USING btree ("dataset","hs_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "shipments_importer" ON "shipments" USING btree ("importer_id","date");--> statement-breakpoint
CREATE INDEX "shipments_exporter" ON "shipments" USING btree ("exporter_id","date");--> statement-breakpoint
CREATE INDEX "shipments_description" ON "shipments" USING gin (to_tsvector('simple', "description"));