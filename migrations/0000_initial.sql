CREATE TABLE "authorization_business_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"root_dep_id" integer NOT NULL,
	"dep_id" integer NOT NULL,
	"depname" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"role_id" integer NOT NULL,
	"role_name" text DEFAULT '' NOT NULL,
	"auth_id" integer NOT NULL,
	"cname" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorization_businesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"dep_id" integer NOT NULL,
	"category" text DEFAULT '主辦機關' NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"role_id" integer NOT NULL,
	"auth_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorization_roles" (
	"role_id" serial PRIMARY KEY NOT NULL,
	"dep_id" integer NOT NULL,
	"category" text DEFAULT '主辦機關' NOT NULL,
	"preview" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_notes" (
	"note_id" serial PRIMARY KEY NOT NULL,
	"auth_id" integer NOT NULL,
	"title" text NOT NULL,
	"html_content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_book_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"proj_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"contract_no" text DEFAULT '' NOT NULL,
	"contract_title" text DEFAULT '' NOT NULL,
	"counts" jsonb NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_books" (
	"id" serial PRIMARY KEY NOT NULL,
	"proj_id" integer NOT NULL,
	"stp_id" text NOT NULL,
	"book" json NOT NULL,
	"origin" json,
	"analysis_remarks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"final_amount" numeric(18, 2) NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"figures_revision" integer DEFAULT 1 NOT NULL,
	"source_revision" integer,
	"import_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_zip_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"proj_id" integer NOT NULL,
	"service_types" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_zip_tickets_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "step_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"proj_id" integer,
	"stp_id" text NOT NULL,
	"audit_id" integer DEFAULT 0 NOT NULL,
	"category" text NOT NULL,
	"code_type" text NOT NULL,
	"code_serial" integer NOT NULL,
	"file_type" text,
	"file_name" text NOT NULL,
	"ext" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"uploaded_by" integer,
	"dep_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "upload_chunks" (
	"session_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"size" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_chunks_session_id_idx_pk" PRIMARY KEY("session_id","idx")
);
--> statement-breakpoint
CREATE TABLE "upload_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"proj_id" integer,
	"stp_id" text NOT NULL,
	"audit_id" integer DEFAULT 0 NOT NULL,
	"code_type" text NOT NULL,
	"category" text NOT NULL,
	"file_type" text,
	"file_name" text NOT NULL,
	"file_total_size" bigint NOT NULL,
	"file_split_count" integer NOT NULL,
	"storage_prefix" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"final_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"client_id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_groups" (
	"group_id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"dep_id" integer NOT NULL,
	"system_permission" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_subs" (
	"id" serial PRIMARY KEY NOT NULL,
	"dep_id" integer NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"dac_id_trace" text,
	"preview_name" text NOT NULL,
	"preview" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preview_temp" jsonb
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"depname" text NOT NULL,
	"deptype" text DEFAULT '4' NOT NULL,
	"dep_level" integer DEFAULT 1 NOT NULL,
	"id_parent" integer,
	"dep_group" text,
	"is_accounting_office" boolean DEFAULT false NOT NULL,
	"state" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "group_members_group_id_member_id_pk" PRIMARY KEY("group_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"account_sso" text,
	"authword_hash" text NOT NULL,
	"basefrom" text DEFAULT 'GOV' NOT NULL,
	"dep_id" integer,
	"dac_id" integer,
	"state" integer DEFAULT 1 NOT NULL,
	"dateline" date DEFAULT '2999-01-01' NOT NULL,
	"cname" text NOT NULL,
	"ename" text DEFAULT 'N/A' NOT NULL,
	"tel" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"authnum" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"worknum" text DEFAULT '' NOT NULL,
	"job_name" text DEFAULT '' NOT NULL,
	"supervise" text DEFAULT '0' NOT NULL,
	"state_describe" text DEFAULT '' NOT NULL,
	"state_changed_at" timestamp with time zone,
	"state_changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
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
	"definition" json NOT NULL,
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
CREATE TABLE "branch_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"dep_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"year" integer NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"c_date" timestamp with time zone DEFAULT now() NOT NULL,
	"u_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "merged_tender_projects" (
	"proj_id" integer PRIMARY KEY NOT NULL,
	"merge_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merged_tenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"merge_num" text NOT NULL,
	"name" text NOT NULL,
	"dep_id" integer NOT NULL,
	"dep_group" text NOT NULL,
	"created_by" integer,
	"c_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_engineering_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"name" text NOT NULL,
	"agent" text DEFAULT '' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_plan_id" integer NOT NULL,
	"dep_id" integer NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"agent" text DEFAULT '' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"c_date" timestamp with time zone DEFAULT now() NOT NULL,
	"u_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_awards" (
	"proj_id" integer PRIMARY KEY NOT NULL,
	"bid_opening" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tender_table_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"award" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"proj_amount" numeric(18, 2),
	"award_date" date,
	"updated_by" integer,
	"c_date" timestamp with time zone DEFAULT now() NOT NULL,
	"u_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_basic_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"proj_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"set_date" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"set_by" integer,
	"c_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_contracts" (
	"proj_id" integer PRIMARY KEY NOT NULL,
	"contract_number" text DEFAULT '' NOT NULL,
	"contract_amount" numeric(18, 2),
	"company" text DEFAULT '' NOT NULL,
	"sign_date" date,
	"start_date" date,
	"end_date" date,
	"duration_days" integer,
	"has_first_inspection" boolean DEFAULT false NOT NULL,
	"progress_planned" numeric(5, 2),
	"progress_actual" numeric(5, 2),
	"deposit" jsonb,
	"updated_by" integer,
	"c_date" timestamp with time zone DEFAULT now() NOT NULL,
	"u_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_margins" (
	"id" serial PRIMARY KEY NOT NULL,
	"proj_id" integer NOT NULL,
	"stp_id" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"c_date" timestamp with time zone DEFAULT now() NOT NULL,
	"u_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_personnel" (
	"id" serial PRIMARY KEY NOT NULL,
	"proj_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"identity" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"tel" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"c_date" timestamp with time zone DEFAULT now() NOT NULL,
	"u_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"dep_id" integer NOT NULL,
	"proj_number" text NOT NULL,
	"proj_name" text NOT NULL,
	"proj_year_start" integer NOT NULL,
	"proj_year_end" integer NOT NULL,
	"proj_type" text NOT NULL,
	"proj_agent" text DEFAULT '' NOT NULL,
	"proj_unit" text DEFAULT '' NOT NULL,
	"proj_host_unit" text DEFAULT '' NOT NULL,
	"proj_plan_unit" text DEFAULT '' NOT NULL,
	"proj_design_unit" text DEFAULT '' NOT NULL,
	"proj_design_vendor" text DEFAULT '' NOT NULL,
	"proj_place" text DEFAULT '' NOT NULL,
	"proj_content" text DEFAULT '' NOT NULL,
	"proj_expected_result" text DEFAULT '' NOT NULL,
	"proj_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"proj_construction_cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	"proj_management" text DEFAULT '0' NOT NULL,
	"proj_management_cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	"proj_property" text DEFAULT '' NOT NULL,
	"proj_property_type" text DEFAULT '工程' NOT NULL,
	"proj_undertaker" integer,
	"proj_editor" integer,
	"eir_id" integer,
	"eir_name" text DEFAULT '' NOT NULL,
	"eir_agent" text DEFAULT '' NOT NULL,
	"eir_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"design_vendors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files" jsonb DEFAULT '{"basic":[],"ekphrasis":[],"budget":[],"other":[]}'::jsonb NOT NULL,
	"district" text,
	"proj_date" date NOT NULL,
	"c_date" timestamp with time zone DEFAULT now() NOT NULL,
	"u_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purchase_data" (
	"proj_id" integer PRIMARY KEY NOT NULL,
	"tender_method" text NOT NULL,
	"award_method" text NOT NULL,
	"budget_amount" numeric(18, 2) NOT NULL,
	"announce_date" date,
	"close_date" date,
	"opening_date" date,
	"bid_bond" numeric(18, 2) DEFAULT '0' NOT NULL,
	"performance_bond" numeric(18, 2) DEFAULT '0' NOT NULL,
	"first_public_tender" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"c_date" timestamp with time zone DEFAULT now() NOT NULL,
	"u_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authorization_businesses" ADD CONSTRAINT "authorization_businesses_dep_id_departments_id_fk" FOREIGN KEY ("dep_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_businesses" ADD CONSTRAINT "authorization_businesses_role_id_authorization_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."authorization_roles"("role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_businesses" ADD CONSTRAINT "authorization_businesses_auth_id_members_id_fk" FOREIGN KEY ("auth_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_roles" ADD CONSTRAINT "authorization_roles_dep_id_departments_id_fk" FOREIGN KEY ("dep_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_notes" ADD CONSTRAINT "personal_notes_auth_id_members_id_fk" FOREIGN KEY ("auth_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_book_imports" ADD CONSTRAINT "budget_book_imports_proj_id_projects_id_fk" FOREIGN KEY ("proj_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_book_imports" ADD CONSTRAINT "budget_book_imports_imported_by_members_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_books" ADD CONSTRAINT "budget_books_proj_id_projects_id_fk" FOREIGN KEY ("proj_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_books" ADD CONSTRAINT "budget_books_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_books" ADD CONSTRAINT "budget_books_updated_by_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_zip_tickets" ADD CONSTRAINT "file_zip_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_zip_tickets" ADD CONSTRAINT "file_zip_tickets_proj_id_projects_id_fk" FOREIGN KEY ("proj_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_files" ADD CONSTRAINT "step_files_proj_id_projects_id_fk" FOREIGN KEY ("proj_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_files" ADD CONSTRAINT "step_files_uploaded_by_members_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_chunks" ADD CONSTRAINT "upload_chunks_session_id_upload_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."upload_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_proj_id_projects_id_fk" FOREIGN KEY ("proj_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_groups" ADD CONSTRAINT "department_groups_dep_id_departments_id_fk" FOREIGN KEY ("dep_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_subs" ADD CONSTRAINT "department_subs_dep_id_departments_id_fk" FOREIGN KEY ("dep_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_department_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."department_groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_dep_id_departments_id_fk" FOREIGN KEY ("dep_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_dac_id_department_subs_id_fk" FOREIGN KEY ("dac_id") REFERENCES "public"."department_subs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_plans" ADD CONSTRAINT "branch_plans_dep_id_departments_id_fk" FOREIGN KEY ("dep_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_plans" ADD CONSTRAINT "branch_plans_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merged_tender_projects" ADD CONSTRAINT "merged_tender_projects_proj_id_projects_id_fk" FOREIGN KEY ("proj_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merged_tender_projects" ADD CONSTRAINT "merged_tender_projects_merge_id_merged_tenders_id_fk" FOREIGN KEY ("merge_id") REFERENCES "public"."merged_tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merged_tenders" ADD CONSTRAINT "merged_tenders_dep_id_departments_id_fk" FOREIGN KEY ("dep_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merged_tenders" ADD CONSTRAINT "merged_tenders_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_engineering_items" ADD CONSTRAINT "plan_engineering_items_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_branch_plan_id_branch_plans_id_fk" FOREIGN KEY ("branch_plan_id") REFERENCES "public"."branch_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_dep_id_departments_id_fk" FOREIGN KEY ("dep_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_awards" ADD CONSTRAINT "project_awards_proj_id_projects_id_fk" FOREIGN KEY ("proj_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_awards" ADD CONSTRAINT "project_awards_updated_by_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_basic_prices" ADD CONSTRAINT "project_basic_prices_proj_id_projects_id_fk" FOREIGN KEY ("proj_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_basic_prices" ADD CONSTRAINT "project_basic_prices_set_by_members_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contracts" ADD CONSTRAINT "project_contracts_proj_id_projects_id_fk" FOREIGN KEY ("proj_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contracts" ADD CONSTRAINT "project_contracts_updated_by_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_margins" ADD CONSTRAINT "project_margins_proj_id_projects_id_fk" FOREIGN KEY ("proj_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_margins" ADD CONSTRAINT "project_margins_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_personnel" ADD CONSTRAINT "project_personnel_proj_id_projects_id_fk" FOREIGN KEY ("proj_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_personnel" ADD CONSTRAINT "project_personnel_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_personnel" ADD CONSTRAINT "project_personnel_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_personnel" ADD CONSTRAINT "project_personnel_deleted_by_members_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_dep_id_departments_id_fk" FOREIGN KEY ("dep_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_proj_undertaker_members_id_fk" FOREIGN KEY ("proj_undertaker") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_proj_editor_members_id_fk" FOREIGN KEY ("proj_editor") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_data" ADD CONSTRAINT "purchase_data_proj_id_projects_id_fk" FOREIGN KEY ("proj_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_data" ADD CONSTRAINT "purchase_data_updated_by_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorization_business_history_root_idx" ON "authorization_business_history" USING btree ("root_dep_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "authorization_businesses_uq" ON "authorization_businesses" USING btree ("dep_id","category","kind","type","role_id","auth_id");--> statement-breakpoint
CREATE INDEX "authorization_businesses_auth_idx" ON "authorization_businesses" USING btree ("auth_id");--> statement-breakpoint
CREATE UNIQUE INDEX "authorization_roles_name_uq" ON "authorization_roles" USING btree ("dep_id","category","preview");--> statement-breakpoint
CREATE INDEX "personal_notes_auth_idx" ON "personal_notes" USING btree ("auth_id","created_at");--> statement-breakpoint
CREATE INDEX "budget_book_imports_proj_idx" ON "budget_book_imports" USING btree ("proj_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_books_stage_uq" ON "budget_books" USING btree ("proj_id","stp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "step_files_storage_key_uq" ON "step_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "step_files_code_uq" ON "step_files" USING btree (coalesce("proj_id", 0),"code_type","code_serial");--> statement-breakpoint
CREATE INDEX "step_files_step_idx" ON "step_files" USING btree ("proj_id","stp_id");--> statement-breakpoint
CREATE INDEX "upload_sessions_member_idx" ON "upload_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "upload_sessions_touched_idx" ON "upload_sessions" USING btree ("touched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_uq" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "login_failures_account_idx" ON "login_failures" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_account_uq" ON "members" USING btree ("account");--> statement-breakpoint
CREATE INDEX "members_account_sso_idx" ON "members" USING btree ("account_sso");--> statement-breakpoint
CREATE INDEX "members_dep_idx" ON "members" USING btree ("dep_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_hash_uq" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "step_definitions_version_uq" ON "step_definitions" USING btree ("stp_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "step_submissions_uq" ON "step_submissions" USING btree ("proj_id","stp_id","audit_id");--> statement-breakpoint
CREATE INDEX "step_submissions_stp_idx" ON "step_submissions" USING btree ("stp_id");--> statement-breakpoint
CREATE INDEX "branch_plans_dep_idx" ON "branch_plans" USING btree ("dep_id");--> statement-breakpoint
CREATE INDEX "merged_tender_projects_merge_idx" ON "merged_tender_projects" USING btree ("merge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merged_tenders_num_uq" ON "merged_tenders" USING btree ("merge_num");--> statement-breakpoint
CREATE INDEX "plan_items_plan_idx" ON "plan_engineering_items" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plans_branch_idx" ON "plans" USING btree ("branch_plan_id");--> statement-breakpoint
CREATE INDEX "plans_dep_idx" ON "plans" USING btree ("dep_id");--> statement-breakpoint
CREATE INDEX "project_basic_prices_proj_idx" ON "project_basic_prices" USING btree ("proj_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_margins_step_uq" ON "project_margins" USING btree ("proj_id","stp_id");--> statement-breakpoint
CREATE INDEX "project_personnel_proj_idx" ON "project_personnel" USING btree ("proj_id");--> statement-breakpoint
CREATE INDEX "project_personnel_member_idx" ON "project_personnel" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_number_uq" ON "projects" USING btree ("proj_number") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_plan_idx" ON "projects" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "projects_dep_idx" ON "projects" USING btree ("dep_id");