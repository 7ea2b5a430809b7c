CREATE TABLE `stock_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`offer_id` integer NOT NULL,
	`game_id` integer NOT NULL,
	`server` text DEFAULT '' NOT NULL,
	`email` text NOT NULL,
	`user_id` integer,
	`language` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`notified_at` text,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_line_email_idx` ON `stock_alerts` (`kind`,`offer_id`,`server`,`email`);--> statement-breakpoint
CREATE INDEX `stock_alerts_pending_idx` ON `stock_alerts` (`notified_at`,`kind`,`offer_id`,`server`);--> statement-breakpoint
CREATE INDEX `stock_alerts_email_idx` ON `stock_alerts` (`email`,`notified_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_token_idx` ON `stock_alerts` (`token_hash`);--> statement-breakpoint
CREATE INDEX `stock_alerts_user_idx` ON `stock_alerts` (`user_id`);