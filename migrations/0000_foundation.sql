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
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_groups" ADD CONSTRAINT "department_groups_dep_id_departments_id_fk" FOREIGN KEY ("dep_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_subs" ADD CONSTRAINT "department_subs_dep_id_departments_id_fk" FOREIGN KEY ("dep_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_department_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."department_groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_dep_id_departments_id_fk" FOREIGN KEY ("dep_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_dac_id_department_subs_id_fk" FOREIGN KEY ("dac_id") REFERENCES "public"."department_subs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_uq" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "login_failures_account_idx" ON "login_failures" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_account_uq" ON "members" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_hash_uq" ON "password_resets" USING btree ("token_hash");