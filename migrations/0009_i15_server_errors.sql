CREATE TABLE `server_errors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` text NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`status` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `server_errors_created_idx` ON `server_errors` (`created_at`);--> statement-breakpoint
CREATE INDEX `payment_events_outcome_received_idx` ON `payment_events` (`outcome`,`created_at`);