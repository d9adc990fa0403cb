-- A posting keeps its particular in two parts (decision 0049): the document's lead ("Purchase P004: ")
-- and the detail a cancellation's reversal repeats ("Cancelled P004: " and the detail). Entries
-- posted before: their detail is their particular less the lead each kind wrote, once, here; a
-- reversal's (and a revaluation's, which has no lead) is its whole particular.
ALTER TABLE "ledger_entries" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_entries_immutable";--> statement-breakpoint
UPDATE "ledger_entries" e SET "detail" = CASE
	WHEN e."reversal" THEN e."particular"
	WHEN d."kind" = 'purchase' THEN regexp_replace(e."particular", '^Purchase \S+: ', '')
	WHEN d."kind" = 'issue' THEN regexp_replace(e."particular", '^\w+ issued ', '')
	WHEN d."kind" = 'transfer' THEN regexp_replace(e."particular", '^\w+ \S+: ', '')
	WHEN d."kind" = 'sale' THEN regexp_replace(e."particular", '^Sale \S+: ', '')
	WHEN d."kind" = 'payment' THEN regexp_replace(e."particular", '^Payment made \S+: ', '')
	WHEN d."kind" = 'collection' THEN regexp_replace(e."particular", '^Payment received \S+(?: against \S+)?, ', '')
	WHEN d."kind" = 'settlement' THEN regexp_replace(e."particular", '^Settlement \S+ ', '')
	ELSE e."particular"
END
FROM "documents" d WHERE d."id" = e."document_id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_entries_immutable";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "detail" SET NOT NULL;
