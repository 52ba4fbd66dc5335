CREATE TABLE "member_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"serial_number" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"common_name" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"fingerprint" text NOT NULL,
	"der" text NOT NULL,
	"cf_type" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bound_by" integer NOT NULL,
	"unbound_at" timestamp with time zone,
	"unbound_by" integer
);
--> statement-breakpoint
CREATE TABLE "va_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"cert_fingerprint" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_certificates" ADD CONSTRAINT "member_certificates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_certificates" ADD CONSTRAINT "member_certificates_bound_by_members_id_fk" FOREIGN KEY ("bound_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_certificates" ADD CONSTRAINT "member_certificates_unbound_by_members_id_fk" FOREIGN KEY ("unbound_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "va_challenges" ADD CONSTRAINT "va_challenges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_certificates_member_idx" ON "member_certificates" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_certificates_live_fingerprint_uq" ON "member_certificates" USING btree ("fingerprint") WHERE "member_certificates"."unbound_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "va_challenges_token_hash_uq" ON "va_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "va_challenges_member_idx" ON "va_challenges" USING btree ("member_id");