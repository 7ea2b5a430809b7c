CREATE TABLE `delivery_stats` (
	`game_id` integer NOT NULL,
	`subject` text NOT NULL,
	`ref` text NOT NULL,
	`median_minutes` integer NOT NULL,
	`p90_minutes` integer NOT NULL,
	`on_time_share` real NOT NULL,
	`orders` integer NOT NULL,
	`computed_at` text NOT NULL,
	PRIMARY KEY(`game_id`, `subject`, `ref`)
);
--> statement-breakpoint
CREATE TABLE `trust_figures` (
	`window_days` integer PRIMARY KEY NOT NULL,
	`figures` text NOT NULL,
	`computed_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `orders_delivered_idx` ON `orders` (`delivered_at`);