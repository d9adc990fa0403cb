CREATE TABLE "growth_updates" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"batch_code" text NOT NULL,
	"week" integer NOT NULL,
	"average_weight_g" integer NOT NULL,
	"mortality" integer NOT NULL,
	"feed_milli" bigint NOT NULL,
	CONSTRAINT "growth_updates_week_positive" CHECK ("growth_updates"."week" > 0),
	CONSTRAINT "growth_updates_weight_positive" CHECK ("growth_updates"."average_weight_g" > 0),
	CONSTRAINT "growth_updates_mortality_not_negative" CHECK ("growth_updates"."mortality" >= 0),
	CONSTRAINT "growth_updates_feed_not_negative" CHECK ("growth_updates"."feed_milli" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_days" (
	"item_code" text NOT NULL,
	"date" date NOT NULL,
	"value_paise" bigint NOT NULL,
	"quantity_milli" bigint NOT NULL,
	CONSTRAINT "purchase_days_item_code_date_pk" PRIMARY KEY("item_code","date")
);
--> statement-breakpoint
CREATE TABLE "alert_notices" (
	"alert_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "growth_updates" ADD CONSTRAINT "growth_updates_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_updates" ADD CONSTRAINT "growth_updates_batch_code_batches_code_fk" FOREIGN KEY ("batch_code") REFERENCES "public"."batches"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "growth_updates_batch_week_idx" ON "growth_updates" USING btree ("batch_code","week");--> statement-breakpoint
-- The daily purchase sums of the purchases (and their reversals) already posted.
INSERT INTO "purchase_days" ("item_code", "date", "value_paise", "quantity_milli")
SELECT m."item_code", m."date", sum(m."value_paise"), sum(m."quantity_milli")
FROM "stock_movements" m JOIN "documents" d ON d."id" = m."document_id"
WHERE d."kind" = 'purchase'
GROUP BY m."item_code", m."date";
