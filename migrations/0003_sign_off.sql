CREATE TABLE "audit_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"stage" smallint,
	"action" text NOT NULL,
	"member_id" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"signature_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"proj_id" integer NOT NULL,
	"stp_id" text NOT NULL,
	"record_id" integer DEFAULT 0 NOT NULL,
	"definition_version" integer NOT NULL,
	"mode" text NOT NULL,
	"stages" jsonb NOT NULL,
	"return_to" text DEFAULT 'start' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"current_stage" smallint DEFAULT 0 NOT NULL,
	"content" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"data_version" integer NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"detail_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_by" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"stage" smallint NOT NULL,
	"party" text NOT NULL,
	"state" text NOT NULL,
	"designated" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pending_since" timestamp with time zone,
	"read_by" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"acted_by" integer,
	"acted_at" timestamp with time zone,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_signer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"member_ids" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_hashes" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"content_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"stage" smallint NOT NULL,
	"party" text NOT NULL,
	"member_id" integer NOT NULL,
	"content_hash" text NOT NULL,
	"cms" text NOT NULL,
	"certificate_der" text NOT NULL,
	"certificate_serial" text NOT NULL,
	"certificate_subject" text NOT NULL,
	"certificate_issuer" text NOT NULL,
	"certificate_fingerprint" text NOT NULL,
	"signing_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_actions" ADD CONSTRAINT "audit_actions_case_id_audit_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."audit_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_actions" ADD CONSTRAINT "audit_actions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_cases" ADD CONSTRAINT "audit_cases_proj_id_projects_id_fk" FOREIGN KEY ("proj_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_cases" ADD CONSTRAINT "audit_cases_submitted_by_members_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_processes" ADD CONSTRAINT "audit_processes_case_id_audit_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."audit_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_processes" ADD CONSTRAINT "audit_processes_acted_by_members_id_fk" FOREIGN KEY ("acted_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_signer_groups" ADD CONSTRAINT "audit_signer_groups_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_hashes" ADD CONSTRAINT "sign_hashes_case_id_audit_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."audit_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_hashes" ADD CONSTRAINT "sign_hashes_process_id_audit_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."audit_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_hashes" ADD CONSTRAINT "sign_hashes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_case_id_audit_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."audit_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_process_id_audit_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."audit_processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_actions_case_idx" ON "audit_actions" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "audit_cases_record_idx" ON "audit_cases" USING btree ("proj_id","stp_id","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_cases_open_uq" ON "audit_cases" USING btree ("proj_id","stp_id","record_id") WHERE "audit_cases"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "audit_processes_stage_uq" ON "audit_processes" USING btree ("case_id","stage");--> statement-breakpoint
CREATE INDEX "audit_processes_state_idx" ON "audit_processes" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_signer_groups_uq" ON "audit_signer_groups" USING btree ("owner_id","group_name");--> statement-breakpoint
CREATE INDEX "signatures_case_idx" ON "signatures" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "signatures_member_idx" ON "signatures" USING btree ("member_id");