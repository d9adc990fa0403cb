ALTER TABLE "stock_balances" ADD COLUMN "value_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_days" ADD COLUMN "value_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "value_source_id" bigint;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_value_source_id_stock_movements_id_fk" FOREIGN KEY ("value_source_id") REFERENCES "public"."stock_movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_value_source_idx" ON "stock_movements" USING btree ("value_source_id");--> statement-breakpoint
-- A movement's value is all that may change (decision 0035): a back-dated movement revalues the later
-- ones, each change posted to the ledger. Its godown, item, day and quantity never change.
CREATE FUNCTION "stock_movement_values_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'value_paise') = (to_jsonb(OLD) - 'value_paise') THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
DROP TRIGGER "stock_movements_immutable" ON "stock_movements";--> statement-breakpoint
CREATE TRIGGER "stock_movements_immutable" BEFORE UPDATE OR DELETE ON "stock_movements" FOR EACH ROW EXECUTE FUNCTION "stock_movement_values_only"();--> statement-breakpoint
-- Movements posted before values were kept: link each to the movement whose value it carries, as
-- posting does now. A transfer's movements take the value of the one before them (out of the source,
-- into transit or the destination, out of transit, into the destination); their reversals, which the
-- old code wrote in the same order, the other way round, the last one mirroring its original when
-- that was in transit; a cancelled issue's returned stock mirrors the issue.
ALTER TABLE "stock_movements" DISABLE TRIGGER "stock_movements_immutable";--> statement-breakpoint
WITH "numbered" AS (
	SELECT m."id", m."document_id", m."reversal", m."godown_code", d."kind",
		row_number() OVER (PARTITION BY m."document_id", m."reversal" ORDER BY m."id") AS "n",
		count(*) OVER (PARTITION BY m."document_id", m."reversal") AS "total"
	FROM "stock_movements" m JOIN "documents" d ON d."id" = m."document_id"
	WHERE d."kind" IN ('issue', 'transfer')
), "links" AS (
	SELECT x."id", s."id" AS "source" FROM "numbered" x
	JOIN "numbered" s ON s."document_id" = x."document_id" AND NOT s."reversal" AND s."n" = x."n" - 1
	WHERE NOT x."reversal" AND x."kind" = 'transfer'
	UNION ALL
	SELECT x."id", s."id" FROM "numbered" x
	JOIN "numbered" s ON s."document_id" = x."document_id" AND s."reversal" AND s."n" = x."n" + 1
	WHERE x."reversal" AND x."kind" = 'transfer'
	UNION ALL
	SELECT x."id", o."id" FROM "numbered" x
	JOIN "numbered" o ON o."document_id" = x."document_id" AND NOT o."reversal" AND o."n" = x."n"
	WHERE x."reversal" AND x."n" = x."total" AND (x."kind" = 'issue' OR o."godown_code" = 'TRANSIT')
)
UPDATE "stock_movements" m SET "value_source_id" = "links"."source" FROM "links" WHERE m."id" = "links"."id";--> statement-breakpoint
ALTER TABLE "stock_movements" ENABLE TRIGGER "stock_movements_immutable";--> statement-breakpoint
UPDATE "stock_days" d SET "value_paise" = m."value"
FROM (SELECT "godown_code", "item_code", "date", sum("value_paise") AS "value" FROM "stock_movements" GROUP BY 1, 2, 3) m
WHERE d."godown_code" = m."godown_code" AND d."item_code" = m."item_code" AND d."date" = m."date";--> statement-breakpoint
UPDATE "stock_balances" b SET "value_paise" = m."value"
FROM (SELECT "godown_code", "item_code", sum("value_paise") AS "value" FROM "stock_movements" GROUP BY 1, 2) m
WHERE b."godown_code" = m."godown_code" AND b."item_code" = m."item_code";--> statement-breakpoint
-- The values themselves, and their postings, are worked out when the server starts (bringStockValuesInStep).
INSERT INTO "system_state" ("key", "value") SELECT 'stock_values_pending', '0010_stock_values' WHERE EXISTS (SELECT 1 FROM "stock_movements");
