CREATE TABLE "collection_stats" (
	"collection_id" text PRIMARY KEY NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"token_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "term_stats" (
	"collection_id" text NOT NULL,
	"lexeme" text NOT NULL,
	"df" integer NOT NULL,
	CONSTRAINT "term_stats_collection_id_lexeme_pk" PRIMARY KEY("collection_id","lexeme")
);
--> statement-breakpoint
ALTER TABLE "collection_stats" ADD CONSTRAINT "collection_stats_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_stats" ADD CONSTRAINT "term_stats_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;