CREATE TABLE "air_fee_declarations" (
	"id" serial PRIMARY KEY NOT NULL,
	"proj_id" integer NOT NULL,
	"stp_id" text NOT NULL,
	"audit_id" integer DEFAULT 0 NOT NULL,
	"category" text,
	"declared_date" date,
	"declaration_no" text DEFAULT '' NOT NULL,
	"control_no" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 2),
	"duration_days" integer,
	"contract_amount" numeric(18, 2),
	"rate" numeric(18, 6),
	"fee" numeric(18, 2),
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "air_fee_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"declaration_id" integer NOT NULL,
	"payment_id" integer,
	"action" text NOT NULL,
	"version" integer NOT NULL,
	"record" jsonb NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "air_fee_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"declaration_id" integer NOT NULL,
	"period" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"paid_date" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
ALTER TABLE "air_fee_declarations" ADD CONSTRAINT "air_fee_declarations_proj_id_projects_id_fk" FOREIGN KEY ("proj_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_fee_declarations" ADD CONSTRAINT "air_fee_declarations_updated_by_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_fee_history" ADD CONSTRAINT "air_fee_history_declaration_id_air_fee_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."air_fee_declarations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_fee_history" ADD CONSTRAINT "air_fee_history_payment_id_air_fee_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."air_fee_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_fee_history" ADD CONSTRAINT "air_fee_history_changed_by_members_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_fee_payments" ADD CONSTRAINT "air_fee_payments_declaration_id_air_fee_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."air_fee_declarations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_fee_payments" ADD CONSTRAINT "air_fee_payments_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_fee_payments" ADD CONSTRAINT "air_fee_payments_updated_by_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "air_fee_payments" ADD CONSTRAINT "air_fee_payments_deleted_by_members_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "air_fee_declarations_uq" ON "air_fee_declarations" USING btree ("proj_id","stp_id","audit_id");--> statement-breakpoint
CREATE INDEX "air_fee_history_declaration_idx" ON "air_fee_history" USING btree ("declaration_id");--> statement-breakpoint
CREATE INDEX "air_fee_payments_declaration_idx" ON "air_fee_payments" USING btree ("declaration_id");