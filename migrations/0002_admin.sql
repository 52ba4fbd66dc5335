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
ALTER TABLE "members" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "state_changed_by" integer;--> statement-breakpoint
ALTER TABLE "authorization_businesses" ADD CONSTRAINT "authorization_businesses_dep_id_departments_id_fk" FOREIGN KEY ("dep_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_businesses" ADD CONSTRAINT "authorization_businesses_role_id_authorization_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."authorization_roles"("role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_businesses" ADD CONSTRAINT "authorization_businesses_auth_id_members_id_fk" FOREIGN KEY ("auth_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_roles" ADD CONSTRAINT "authorization_roles_dep_id_departments_id_fk" FOREIGN KEY ("dep_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_notes" ADD CONSTRAINT "personal_notes_auth_id_members_id_fk" FOREIGN KEY ("auth_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorization_business_history_root_idx" ON "authorization_business_history" USING btree ("root_dep_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "authorization_businesses_uq" ON "authorization_businesses" USING btree ("dep_id","category","kind","type","role_id","auth_id");--> statement-breakpoint
CREATE INDEX "authorization_businesses_auth_idx" ON "authorization_businesses" USING btree ("auth_id");--> statement-breakpoint
CREATE UNIQUE INDEX "authorization_roles_name_uq" ON "authorization_roles" USING btree ("dep_id","category","preview");--> statement-breakpoint
CREATE INDEX "personal_notes_auth_idx" ON "personal_notes" USING btree ("auth_id","created_at");--> statement-breakpoint
CREATE INDEX "members_account_sso_idx" ON "members" USING btree ("account_sso");--> statement-breakpoint
CREATE INDEX "members_dep_idx" ON "members" USING btree ("dep_id");