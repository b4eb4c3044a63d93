CREATE TABLE "lti_grade_sends" (
	"submission_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_memberships" (
	"lti_context_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"part" text NOT NULL,
	"left_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_memberships_lti_context_id_user_id_pk" PRIMARY KEY("lti_context_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "lti_contexts" ADD COLUMN "roster_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lti_grade_sends" ADD CONSTRAINT "lti_grade_sends_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_memberships" ADD CONSTRAINT "lti_memberships_lti_context_id_lti_contexts_id_fk" FOREIGN KEY ("lti_context_id") REFERENCES "public"."lti_contexts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_memberships" ADD CONSTRAINT "lti_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_memberships_user_idx" ON "lti_memberships" USING btree ("user_id");