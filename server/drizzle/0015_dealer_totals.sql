CREATE TABLE "dealer_totals" (
	"dealer_id" integer PRIMARY KEY NOT NULL,
	"sales" numeric(18, 0) DEFAULT '0' NOT NULL,
	"payable" numeric(18, 0) DEFAULT '0' NOT NULL,
	"paid" numeric(18, 0) DEFAULT '0' NOT NULL,
	"projected" numeric(18, 0) DEFAULT '0' NOT NULL
);
