CREATE TABLE `payment_sessions` (
	`session_id` text PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`terms` text NOT NULL,
	`url` text,
	`pix_code` text,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_sessions_order_idx` ON `payment_sessions` (`order_id`);