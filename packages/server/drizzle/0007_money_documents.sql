CREATE TABLE "collections" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"trader_code" text NOT NULL,
	"sale_code" text,
	"amount_paise" bigint NOT NULL,
	"mode" text NOT NULL,
	"bank_account_code" text,
	"cheque_number" text DEFAULT '' NOT NULL,
	"cheque_date" date,
	"reference" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"received_on" date,
	"received_at" timestamp with time zone,
	"received_by" integer,
	"received_by_name" text,
	CONSTRAINT "collections_amount_positive" CHECK ("collections"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_vouchers" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"payee_type" text NOT NULL,
	"payee_code" text DEFAULT '' NOT NULL,
	"payee_name" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"mode" text NOT NULL,
	"bank_account_code" text,
	"cheque_number" text DEFAULT '' NOT NULL,
	"cheque_date" date,
	"reference" text DEFAULT '' NOT NULL,
	"purpose" text NOT NULL,
	"state" text NOT NULL,
	"paid_on" date,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"paid_by_name" text,
	CONSTRAINT "payment_vouchers_amount_positive" CHECK ("payment_vouchers"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"batch_code" text NOT NULL,
	"trader_code" text NOT NULL,
	"weight_milli" bigint NOT NULL,
	"rate_paise" bigint NOT NULL,
	"birds" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "sales_weight_positive" CHECK ("sales"."weight_milli" > 0),
	CONSTRAINT "sales_rate_positive" CHECK ("sales"."rate_paise" > 0),
	CONSTRAINT "sales_birds_positive" CHECK ("sales"."birds" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "reversal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_trader_code_traders_code_fk" FOREIGN KEY ("trader_code") REFERENCES "public"."traders"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_sale_code_documents_code_fk" FOREIGN KEY ("sale_code") REFERENCES "public"."documents"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_bank_account_code_bank_accounts_code_fk" FOREIGN KEY ("bank_account_code") REFERENCES "public"."bank_accounts"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD CONSTRAINT "payment_vouchers_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD CONSTRAINT "payment_vouchers_bank_account_code_bank_accounts_code_fk" FOREIGN KEY ("bank_account_code") REFERENCES "public"."bank_accounts"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_batch_code_batches_code_fk" FOREIGN KEY ("batch_code") REFERENCES "public"."batches"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_trader_code_traders_code_fk" FOREIGN KEY ("trader_code") REFERENCES "public"."traders"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collections_trader_idx" ON "collections" USING btree ("trader_code");--> statement-breakpoint
CREATE INDEX "collections_sale_idx" ON "collections" USING btree ("sale_code");--> statement-breakpoint
CREATE INDEX "payment_vouchers_payee_idx" ON "payment_vouchers" USING btree ("payee_type","payee_code");--> statement-breakpoint
CREATE INDEX "sales_batch_idx" ON "sales" USING btree ("batch_code");--> statement-breakpoint
CREATE INDEX "sales_trader_idx" ON "sales" USING btree ("trader_code");--> statement-breakpoint
-- Entries that cancellations posted before the column existed: they read "Cancelled P004: …".
ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_entries_immutable";--> statement-breakpoint
UPDATE "ledger_entries" SET "reversal" = true WHERE "particular" LIKE 'Cancelled %';--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_entries_immutable";
