CREATE TABLE "current_step_versions" (
	"stp_id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_step_statuses" (
	"proj_id" integer NOT NULL,
	"stp_id" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_step_statuses_proj_id_stp_id_pk" PRIMARY KEY("proj_id","stp_id")
);
--> statement-breakpoint
CREATE TABLE "step_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"stp_id" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"source" text NOT NULL,
	"content_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"stp_id" text NOT NULL,
	"version" integer NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"proj_id" integer NOT NULL,
	"stp_id" text NOT NULL,
	"from_state" smallint,
	"to_state" smallint NOT NULL,
	"changed_by" integer,
	"detail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"proj_id" integer NOT NULL,
	"stp_id" text NOT NULL,
	"audit_id" integer DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"definition_version" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "step_definitions_version_uq" ON "step_definitions" USING btree ("stp_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "step_submissions_uq" ON "step_submissions" USING btree ("proj_id","stp_id","audit_id");--> statement-breakpoint
CREATE INDEX "step_submissions_stp_idx" ON "step_submissions" USING btree ("stp_id");