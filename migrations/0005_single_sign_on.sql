CREATE TABLE "sso_bind_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_bindings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_login_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"flow_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_bindings" ADD CONSTRAINT "sso_bindings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_bind_tickets_hash_uq" ON "sso_bind_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "sso_bind_tickets_expires_idx" ON "sso_bind_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_bindings_subject_uq" ON "sso_bindings" USING btree ("issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_login_requests_state_uq" ON "sso_login_requests" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "sso_login_requests_expires_idx" ON "sso_login_requests" USING btree ("expires_at");