CREATE TABLE "budget_book_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"old_total" numeric(18, 2),
	"new_total" numeric(18, 2),
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_data_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"proj_id" integer NOT NULL,
	"stp_id" text NOT NULL,
	"audit_id" integer DEFAULT 0 NOT NULL,
	"version" integer NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"definition_version" integer NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "step_submissions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_book_history" ADD CONSTRAINT "budget_book_history_book_id_budget_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."budget_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_book_history" ADD CONSTRAINT "budget_book_history_changed_by_members_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_book_history_book_idx" ON "budget_book_history" USING btree ("book_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "step_data_history_uq" ON "step_data_history" USING btree ("proj_id","stp_id","audit_id","version");