CREATE INDEX "farmers_code_order_idx" ON "farmers" USING btree (length("code"),"code");--> statement-breakpoint
CREATE INDEX "farmers_name_trgm_idx" ON "farmers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "farms_code_order_idx" ON "farms" USING btree (length("code"),"code");