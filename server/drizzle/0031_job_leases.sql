CREATE TABLE "job_leases" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"held_until" timestamp with time zone NOT NULL
);
