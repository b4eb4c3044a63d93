CREATE TABLE "lti_contexts" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"deployment_id" text NOT NULL,
	"context_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"memberships_url" text,
	"line_items_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_launch_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"browser_hash" text,
	"target_link_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lti_platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"deployment_ids" jsonb NOT NULL,
	"auth_login_url" text NOT NULL,
	"auth_token_url" text NOT NULL,
	"jwks_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_resource_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"lti_context_id" integer NOT NULL,
	"resource_link_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"line_item_url" text,
	"assignment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_tool_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"kid" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_tool_keys_kid_unique" UNIQUE("kid")
);
--> statement-breakpoint
CREATE TABLE "lti_used_nonces" (
	"issuer" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lti_used_nonces_issuer_nonce_pk" PRIMARY KEY("issuer","nonce")
);
--> statement-breakpoint
CREATE TABLE "lti_user_links" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_user_links_issuer_subject_pk" PRIMARY KEY("issuer","subject")
);
--> statement-breakpoint
ALTER TABLE "lti_contexts" ADD CONSTRAINT "lti_contexts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_launch_states" ADD CONSTRAINT "lti_launch_states_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_links" ADD CONSTRAINT "lti_resource_links_lti_context_id_lti_contexts_id_fk" FOREIGN KEY ("lti_context_id") REFERENCES "public"."lti_contexts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_links" ADD CONSTRAINT "lti_resource_links_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_user_links" ADD CONSTRAINT "lti_user_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_contexts_issuer_deployment_context_key" ON "lti_contexts" USING btree ("issuer","deployment_id","context_id");--> statement-breakpoint
CREATE INDEX "lti_contexts_course_idx" ON "lti_contexts" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "lti_launch_states_expires_at_idx" ON "lti_launch_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_platforms_issuer_client_key" ON "lti_platforms" USING btree ("issuer","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_resource_links_context_link_key" ON "lti_resource_links" USING btree ("lti_context_id","resource_link_id");--> statement-breakpoint
CREATE INDEX "lti_resource_links_assignment_idx" ON "lti_resource_links" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "lti_user_links_user_idx" ON "lti_user_links" USING btree ("user_id");--> statement-breakpoint
-- The pages' Content-Security-Policy names the registered platforms' origins (frame-ancestors), read
-- through a cache that every server drops when a registration changes.
CREATE TRIGGER lti_platforms_announce_change AFTER INSERT OR UPDATE OR DELETE ON lti_platforms
  FOR EACH ROW EXECUTE FUNCTION announce_change('');
