CREATE TABLE "batches" (
	"code" text PRIMARY KEY NOT NULL,
	"farm_code" text NOT NULL,
	"placement_date" date NOT NULL,
	"placed" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_placed_positive" CHECK ("batches"."placed" > 0)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'posted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_on" date,
	"cancelled_by" integer,
	"cancelled_by_name" text,
	"cancel_reason" text
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"farm_code" text NOT NULL,
	"farmer_code" text NOT NULL,
	"batch_code" text NOT NULL,
	"item_code" text NOT NULL,
	"godown_code" text NOT NULL,
	"quantity_milli" bigint NOT NULL,
	"rate_paise" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"rate_basis" text NOT NULL,
	CONSTRAINT "issues_quantity_positive" CHECK ("issues"."quantity_milli" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"account_type" text NOT NULL,
	"account_code" text NOT NULL,
	"date" date NOT NULL,
	"particular" text NOT NULL,
	"debit_paise" bigint DEFAULT 0 NOT NULL,
	"credit_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_one_side" CHECK ("ledger_entries"."debit_paise" >= 0 and "ledger_entries"."credit_paise" >= 0 and ("ledger_entries"."debit_paise" = 0) <> ("ledger_entries"."credit_paise" = 0))
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"supplier_code" text NOT NULL,
	"item_code" text NOT NULL,
	"godown_code" text NOT NULL,
	"quantity_milli" bigint NOT NULL,
	"rate_paise" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"invoice_number" text DEFAULT '' NOT NULL,
	CONSTRAINT "purchases_quantity_positive" CHECK ("purchases"."quantity_milli" > 0),
	CONSTRAINT "purchases_rate_positive" CHECK ("purchases"."rate_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"godown_code" text NOT NULL,
	"item_code" text NOT NULL,
	"quantity_milli" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_balances_godown_code_item_code_pk" PRIMARY KEY("godown_code","item_code")
);
--> statement-breakpoint
CREATE TABLE "stock_days" (
	"godown_code" text NOT NULL,
	"item_code" text NOT NULL,
	"date" date NOT NULL,
	"quantity_milli" bigint NOT NULL,
	CONSTRAINT "stock_days_godown_code_item_code_date_pk" PRIMARY KEY("godown_code","item_code","date")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"godown_code" text NOT NULL,
	"item_code" text NOT NULL,
	"date" date NOT NULL,
	"quantity_milli" bigint NOT NULL,
	"value_paise" bigint DEFAULT 0 NOT NULL,
	"reversal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_not_zero" CHECK ("stock_movements"."quantity_milli" <> 0)
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"item_code" text NOT NULL,
	"from_godown_code" text NOT NULL,
	"to_godown_code" text NOT NULL,
	"quantity_milli" bigint NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"received_on" date,
	"received_at" timestamp with time zone,
	"received_by" integer,
	"received_by_name" text,
	CONSTRAINT "transfers_quantity_positive" CHECK ("transfers"."quantity_milli" > 0),
	CONSTRAINT "transfers_two_godowns" CHECK ("transfers"."from_godown_code" <> "transfers"."to_godown_code")
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "rate_item" text;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_farm_code_farms_code_fk" FOREIGN KEY ("farm_code") REFERENCES "public"."farms"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_opened_by_documents_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_farm_code_farms_code_fk" FOREIGN KEY ("farm_code") REFERENCES "public"."farms"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_batch_code_batches_code_fk" FOREIGN KEY ("batch_code") REFERENCES "public"."batches"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_item_code_items_code_fk" FOREIGN KEY ("item_code") REFERENCES "public"."items"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_godown_code_godowns_code_fk" FOREIGN KEY ("godown_code") REFERENCES "public"."godowns"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_supplier_code_suppliers_code_fk" FOREIGN KEY ("supplier_code") REFERENCES "public"."suppliers"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_item_code_items_code_fk" FOREIGN KEY ("item_code") REFERENCES "public"."items"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_godown_code_godowns_code_fk" FOREIGN KEY ("godown_code") REFERENCES "public"."godowns"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_item_code_items_code_fk" FOREIGN KEY ("item_code") REFERENCES "public"."items"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_godown_code_godowns_code_fk" FOREIGN KEY ("from_godown_code") REFERENCES "public"."godowns"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_godown_code_godowns_code_fk" FOREIGN KEY ("to_godown_code") REFERENCES "public"."godowns"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_farm_idx" ON "batches" USING btree ("farm_code");--> statement-breakpoint
CREATE UNIQUE INDEX "batches_one_open_per_farm" ON "batches" USING btree ("farm_code") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "documents_code_unique" ON "documents" USING btree ("code");--> statement-breakpoint
CREATE INDEX "documents_kind_date_idx" ON "documents" USING btree ("kind","date","id");--> statement-breakpoint
CREATE INDEX "issues_batch_idx" ON "issues" USING btree ("batch_code");--> statement-breakpoint
CREATE INDEX "issues_farm_idx" ON "issues" USING btree ("farm_code");--> statement-breakpoint
CREATE INDEX "issues_item_idx" ON "issues" USING btree ("item_code");--> statement-breakpoint
CREATE INDEX "issues_godown_idx" ON "issues" USING btree ("godown_code");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_type","account_code","date","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_document_idx" ON "ledger_entries" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "purchases_supplier_idx" ON "purchases" USING btree ("supplier_code");--> statement-breakpoint
CREATE INDEX "purchases_item_idx" ON "purchases" USING btree ("item_code");--> statement-breakpoint
CREATE INDEX "purchases_godown_idx" ON "purchases" USING btree ("godown_code");--> statement-breakpoint
CREATE INDEX "stock_movements_godown_item_date_idx" ON "stock_movements" USING btree ("godown_code","item_code","date");--> statement-breakpoint
CREATE INDEX "stock_movements_item_date_idx" ON "stock_movements" USING btree ("item_code","date");--> statement-breakpoint
CREATE INDEX "stock_movements_document_idx" ON "stock_movements" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "transfers_item_idx" ON "transfers" USING btree ("item_code");--> statement-breakpoint
-- Postings are never changed or removed: a mistake is corrected by cancelling the document, which
-- posts the reverse.
CREATE FUNCTION "postings_are_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "stock_movements_immutable" BEFORE UPDATE OR DELETE ON "stock_movements" FOR EACH ROW EXECUTE FUNCTION "postings_are_immutable"();--> statement-breakpoint
CREATE TRIGGER "stock_movements_no_truncate" BEFORE TRUNCATE ON "stock_movements" FOR EACH STATEMENT EXECUTE FUNCTION "postings_are_immutable"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "postings_are_immutable"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "postings_are_immutable"();--> statement-breakpoint
-- The sample items are charged at their rate lines (medicine at its average purchase cost).
UPDATE "items" SET "rate_item" = 'chicks' WHERE "code" = 'I001' AND "category" = 'chicks' AND "name" = 'Day Old Chicks';--> statement-breakpoint
UPDATE "items" SET "rate_item" = 'starter' WHERE "code" = 'I002' AND "category" = 'feed' AND "name" = 'Broiler Starter Feed';--> statement-breakpoint
UPDATE "items" SET "rate_item" = 'grower' WHERE "code" = 'I003' AND "category" = 'feed' AND "name" = 'Broiler Grower Feed';--> statement-breakpoint
UPDATE "items" SET "rate_item" = 'finisher' WHERE "code" = 'I004' AND "category" = 'feed' AND "name" = 'Broiler Finisher Feed';
