CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content_html" text NOT NULL,
	"content_text" text NOT NULL,
	"word_count" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"grade" integer,
	"suggested_grade" integer,
	"feedback" text,
	"structured_feedback_json" text,
	"feedback_generated_at" timestamp with time zone,
	"graded_at" timestamp with time zone,
	"is_approved" boolean DEFAULT false NOT NULL,
	"saved" boolean DEFAULT false NOT NULL,
	"hidden_from_student_at" timestamp with time zone,
	"idempotency_key" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_version_key" ON "submissions" USING btree ("assignment_id","user_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_idempotency_key" ON "submissions" USING btree ("user_id","idempotency_key");