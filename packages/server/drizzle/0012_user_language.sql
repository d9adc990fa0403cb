-- Each user's own language (issue 26, decision 0054): null until they choose one, so every user
-- already here reads the company's default, else their browser's language.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" is null or "users"."language" in ('en-IN', 'hi', 'or', 'bn'));