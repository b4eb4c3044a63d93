CREATE TABLE "log_event_counts" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "log_event_counts_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lease_token" text;--> statement-breakpoint
CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("owner_id","finished_at");--> statement-breakpoint
-- Feedback jobs queued before owners were recorded belong to the student who wrote the essay.
UPDATE "jobs" SET "owner_id" = "submissions"."user_id" FROM "submissions" WHERE "jobs"."submission_id" = "submissions"."id";
