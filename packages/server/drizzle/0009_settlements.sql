CREATE TABLE "settlement_schemes" (
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"effective_from" date NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"terms" jsonb NOT NULL,
	"farmer_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_name" text NOT NULL,
	CONSTRAINT "settlement_schemes_code_version_pk" PRIMARY KEY("code","version"),
	CONSTRAINT "settlement_schemes_version_positive" CHECK ("settlement_schemes"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"batch_code" text NOT NULL,
	"scheme_code" text NOT NULL,
	"scheme_version" integer NOT NULL,
	"net_payable_paise" bigint NOT NULL,
	"breakdown" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "closed_on" date;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "closed_by_name" text;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_batch_code_batches_code_fk" FOREIGN KEY ("batch_code") REFERENCES "public"."batches"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_scheme_code_scheme_version_settlement_schemes_code_version_fk" FOREIGN KEY ("scheme_code","scheme_version") REFERENCES "public"."settlement_schemes"("code","version") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlements_batch_idx" ON "settlements" USING btree ("batch_code");--> statement-breakpoint
-- The default scheme every farmer is settled under until given another (the standard production-cost
-- scheme of the settlement issue's worked example); an Administrator changes it by adding a version.
INSERT INTO "settlement_schemes" ("code", "version", "name", "effective_from", "is_default", "terms", "created_by_name")
VALUES ('SCH001', 1, 'Standard production cost', '2000-01-01', true,
  '{"standardPcPaise":9500,"baseGcPaise":600,"slabPcPaise":50,"slabGcPaise":25,"minGcPaise":300,"maxGcPaise":1000,"adminPerBirdPaise":200,"medicineBasis":"actual","medicinePerBirdPaise":0,"mortalityAllowanceBp":600,"mortalityIncentivePaise":25,"marketThresholdPaise":12000,"marketShareBp":5000,"maxFcrMilli":1750,"tdsBp":100}'::jsonb,
  'system');
--> statement-breakpoint
INSERT INTO "code_sequences" ("prefix", "last_value") VALUES ('SCH', 1)
ON CONFLICT ("prefix") DO UPDATE SET "last_value" = greatest("code_sequences"."last_value", 1);
