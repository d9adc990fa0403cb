-- Farms carry their farmer's name so that a farm search for a farmer's name uses the farms' own
-- trigram index (see decision 0011).
DROP INDEX "farmers_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "farmer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "farms" SET "farmer_name" = "farmers"."name" FROM "farmers" WHERE "farmers"."code" = "farms"."farmer_code";--> statement-breakpoint
ALTER TABLE "farms" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "search" text GENERATED ALWAYS AS (coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(farmer_name, '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "farms_search_idx" ON "farms" USING gin ("search" gin_trgm_ops);
