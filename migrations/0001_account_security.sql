CREATE TABLE "throttle_counters" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "throttle_counters_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "throttle_counters_updated_idx" ON "throttle_counters" USING btree ("updated_at");--> statement-breakpoint
-- Of the links a member may hold open from before, only the newest stays live (the index below allows one).
UPDATE "password_resets" SET "used_at" = now() WHERE "used_at" IS NULL AND "id" NOT IN (SELECT max("id") FROM "password_resets" WHERE "used_at" IS NULL GROUP BY "member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_live_uq" ON "password_resets" USING btree ("member_id") WHERE "password_resets"."used_at" is null;