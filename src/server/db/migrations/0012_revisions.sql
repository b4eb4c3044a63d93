CREATE TABLE "carried_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"from_item_id" integer NOT NULL,
	"quote" text NOT NULL,
	"previous_quote" text NOT NULL,
	"start_index" integer,
	"end_index" integer,
	"prefix" text NOT NULL,
	"suffix" text NOT NULL,
	"status" text NOT NULL,
	"status_confirmed" boolean DEFAULT false NOT NULL,
	"category" text NOT NULL,
	"severity" text NOT NULL,
	"comment" text NOT NULL,
	"suggestion" text NOT NULL,
	"ai_generated" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "allow_revisions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "max_versions" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notifications_off" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "carried_items" ADD CONSTRAINT "carried_items_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carried_items" ADD CONSTRAINT "carried_items_from_item_id_feedback_items_id_fk" FOREIGN KEY ("from_item_id") REFERENCES "public"."feedback_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_item_id_feedback_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."feedback_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carried_items_submission_idx" ON "carried_items" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "feedback_replies_item_idx" ON "feedback_replies" USING btree ("item_id");