CREATE TABLE `effects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`kind` text NOT NULL,
	`payload` text NOT NULL,
	`recipient` text,
	`order_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`leased_until` text,
	`next_attempt_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`done_at` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `effects_key_idx` ON `effects` (`key`);--> statement-breakpoint
CREATE INDEX `effects_status_next_idx` ON `effects` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `effects_order_idx` ON `effects` (`order_id`);