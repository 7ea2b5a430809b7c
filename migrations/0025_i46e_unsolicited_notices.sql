CREATE TABLE `unsolicited_notices` (
	`address_key` text PRIMARY KEY NOT NULL,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `unsolicited_notices_sent_idx` ON `unsolicited_notices` (`sent_at`);