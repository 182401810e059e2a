ALTER TABLE "assignments" ADD COLUMN "solution" text;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "verification" jsonb;