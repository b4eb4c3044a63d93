CREATE TABLE "log_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"level" text NOT NULL,
	"category" text NOT NULL,
	"message" varchar(500) NOT NULL,
	"context" text,
	"user_id" integer,
	"username" text,
	"ip_address" text,
	"request_id" text,
	"session_id" text,
	"endpoint" text,
	"method" text,
	"status_code" integer,
	"duration_ms" integer,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "log_records_timestamp_idx" ON "log_records" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "log_records_level_idx" ON "log_records" USING btree ("level");--> statement-breakpoint
CREATE INDEX "log_records_category_idx" ON "log_records" USING btree ("category");--> statement-breakpoint
CREATE INDEX "log_records_user_idx" ON "log_records" USING btree ("user_id");