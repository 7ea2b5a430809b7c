CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_name` text NOT NULL,
	`rating` integer NOT NULL,
	`game_name` text DEFAULT '' NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`text_pt` text DEFAULT '' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reviews_sort_idx` ON `reviews` (`sort_order`,`id`);--> statement-breakpoint
ALTER TABLE `coin_offers` ADD `description_pt` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `description_pt` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `items` ADD `subcategory_pt` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `order_status_history` ADD `reason` text;