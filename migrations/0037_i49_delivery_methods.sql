CREATE TABLE `delivery_methods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` integer NOT NULL,
	`label_en` text NOT NULL,
	`label_pt` text NOT NULL,
	`proof_en` text NOT NULL,
	`proof_pt` text NOT NULL,
	`asks_character_name` integer DEFAULT false NOT NULL,
	`asks_time_window` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`removed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `delivery_methods_game_idx` ON `delivery_methods` (`game_id`,`removed_at`,`position`);--> statement-breakpoint
ALTER TABLE `cart_lines` ADD `delivery_method_id` integer;--> statement-breakpoint
ALTER TABLE `cart_lines` ADD `character_name` text;--> statement-breakpoint
ALTER TABLE `cart_lines` ADD `time_window` text;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `delivery` text;