-- Trigram indexes make a search for any part of a name use an index (pg_trgm is a trusted extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"code" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"branch" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc_code" text NOT NULL,
	"account_type" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text GENERATED ALWAYS AS (coalesce(code, '') || ' ' || coalesce(bank_name, '') || ' ' || coalesce(branch, '') || ' ' || coalesce(account_number, '') || ' ' || coalesce(ifsc_code, '')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_sequences" (
	"prefix" text PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farmers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc_code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text GENERATED ALWAYS AS (coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(city, '')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farms" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"farmer_code" text NOT NULL,
	"location" text NOT NULL,
	"capacity_birds" integer NOT NULL,
	"area_sq_ft" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text GENERATED ALWAYS AS (coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(location, '')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farms_capacity_positive" CHECK ("farms"."capacity_birds" > 0),
	CONSTRAINT "farms_area_positive" CHECK ("farms"."area_sq_ft" is null or "farms"."area_sq_ft" > 0)
);
--> statement-breakpoint
CREATE TABLE "feed_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"week" integer NOT NULL,
	"feed_type" text NOT NULL,
	"grams_per_bird_per_day" numeric(5, 1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_standards_quantity_positive" CHECK ("feed_standards"."grams_per_bird_per_day" > 0)
);
--> statement-breakpoint
CREATE TABLE "growth_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"week" integer NOT NULL,
	"target_weight_g" integer NOT NULL,
	"min_weight_g" integer NOT NULL,
	"max_weight_g" integer NOT NULL,
	"expected_mortality_pct" numeric(4, 1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_standards_weights_ordered" CHECK (0 < "growth_standards"."min_weight_g" and "growth_standards"."min_weight_g" <= "growth_standards"."target_weight_g" and "growth_standards"."target_weight_g" <= "growth_standards"."max_weight_g"),
	CONSTRAINT "growth_standards_mortality_range" CHECK ("growth_standards"."expected_mortality_pct" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "items" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"unit" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reorder_level" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text GENERATED ALWAYS AS (coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(category, '') || ' ' || coalesce(description, '')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_reorder_level_not_negative" CHECK ("items"."reorder_level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"item" text NOT NULL,
	"rate_paise" bigint NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rates_positive" CHECK ("rates"."rate_paise" > 0),
	CONSTRAINT "rates_period_ordered" CHECK ("rates"."effective_to" is null or "rates"."effective_to" >= "rates"."effective_from")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"search" text GENERATED ALWAYS AS (coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(contact, '') || ' ' || coalesce(address, '')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traders" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"search" text GENERATED ALWAYS AS (coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(contact, '') || ' ' || coalesce(address, '')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "godowns" ADD COLUMN "search" text GENERATED ALWAYS AS (coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(location, '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_farmer_code_farmers_code_fk" FOREIGN KEY ("farmer_code") REFERENCES "public"."farmers"("code") ON DELETE restrict ON UPDATE restrict;--> statement-breakpoint
CREATE INDEX "bank_accounts_search_idx" ON "bank_accounts" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_ifsc_account_unique" ON "bank_accounts" USING btree ("ifsc_code","account_number");--> statement-breakpoint
CREATE INDEX "farmers_search_idx" ON "farmers" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "farmers_account_number_unique" ON "farmers" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "farmers_name_idx" ON "farmers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "farms_search_idx" ON "farms" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "farms_farmer_idx" ON "farms" USING btree ("farmer_code");--> statement-breakpoint
CREATE UNIQUE INDEX "farms_farmer_name_unique" ON "farms" USING btree ("farmer_code",lower("name"));--> statement-breakpoint
CREATE INDEX "farms_name_idx" ON "farms" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_standards_week_unique" ON "feed_standards" USING btree ("week");--> statement-breakpoint
CREATE UNIQUE INDEX "growth_standards_week_unique" ON "growth_standards" USING btree ("week");--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "items_name_unique" ON "items" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "rates_item_from_unique" ON "rates" USING btree ("item","effective_from");--> statement-breakpoint
CREATE INDEX "suppliers_search_idx" ON "suppliers" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_unique" ON "suppliers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "traders_search_idx" ON "traders" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "traders_name_unique" ON "traders" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "godowns_search_idx" ON "godowns" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "godowns_name_unique" ON "godowns" USING btree (lower("name"));--> statement-breakpoint
-- Godown codes handed out before this migration are never handed out again.
INSERT INTO "code_sequences" ("prefix", "last_value") SELECT 'G', coalesce(max(substring("code" from 2)::integer), 0) FROM "godowns" WHERE "code" ~ '^G[0-9]+$';
