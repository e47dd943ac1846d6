CREATE TABLE "source_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"collection_id" text NOT NULL,
	"created_by" text NOT NULL,
	"short_name" text NOT NULL,
	"name" text NOT NULL,
	"personal" boolean DEFAULT false NOT NULL,
	"credentials" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"cursor" jsonb,
	"last_sync_id" text,
	"next_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_files" (
	"id" text PRIMARY KEY NOT NULL,
	"connection_id" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syncs" (
	"id" text PRIMARY KEY NOT NULL,
	"connection_id" text NOT NULL,
	"org_id" text NOT NULL,
	"status" text NOT NULL,
	"full" boolean NOT NULL,
	"cursor" jsonb,
	"stats" jsonb DEFAULT '{"inserted":0,"updated":0,"deleted":0,"unchanged":0,"failed":0}'::jsonb NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "last_seen_sync_id" text;--> statement-breakpoint
ALTER TABLE "source_connections" ADD CONSTRAINT "source_connections_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_connections" ADD CONSTRAINT "source_connections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_connections" ADD CONSTRAINT "source_connections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_files" ADD CONSTRAINT "source_files_connection_id_source_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."source_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syncs" ADD CONSTRAINT "syncs_connection_id_source_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."source_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "source_connections_org_idx" ON "source_connections" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "source_connections_due_idx" ON "source_connections" USING btree ("next_sync_at") WHERE "source_connections"."next_sync_at" is not null;--> statement-breakpoint
CREATE INDEX "source_files_connection_idx" ON "source_files" USING btree ("connection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "syncs_one_running_idx" ON "syncs" USING btree ("connection_id") WHERE "syncs"."status" in ('started', 'running');--> statement-breakpoint
CREATE INDEX "syncs_connection_idx" ON "syncs" USING btree ("connection_id","started_at");