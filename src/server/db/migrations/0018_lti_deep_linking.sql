CREATE TABLE "lti_content_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"deployment_id" text NOT NULL,
	"lti_context_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"return_url" text NOT NULL,
	"data" text,
	"accept_multiple" boolean NOT NULL,
	"response_jwt" text,
	"return_code_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "lti_content_requests_return_code_hash_unique" UNIQUE("return_code_hash")
);
--> statement-breakpoint
ALTER TABLE "lti_platforms" ADD COLUMN "frame_origins" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lti_content_requests" ADD CONSTRAINT "lti_content_requests_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_content_requests" ADD CONSTRAINT "lti_content_requests_lti_context_id_lti_contexts_id_fk" FOREIGN KEY ("lti_context_id") REFERENCES "public"."lti_contexts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_content_requests" ADD CONSTRAINT "lti_content_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_content_requests_expires_at_idx" ON "lti_content_requests" USING btree ("expires_at");