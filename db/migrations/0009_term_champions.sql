CREATE TABLE "term_champions" (
	"collection_id" text NOT NULL,
	"lexeme" text NOT NULL,
	"chunk_ids" text[] NOT NULL,
	"pending" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "term_champions_collection_id_lexeme_pk" PRIMARY KEY("collection_id","lexeme")
);
--> statement-breakpoint
ALTER TABLE "term_champions" ADD CONSTRAINT "term_champions_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;