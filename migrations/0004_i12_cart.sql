CREATE TABLE `cart_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`game_id` integer NOT NULL,
	`item_id` integer,
	`coin_offer_id` integer,
	`nickname` text NOT NULL,
	`server` text,
	`platform` text,
	`choice_key` text NOT NULL,
	`quantity` integer NOT NULL,
	`added_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cart_lines_user_choice_idx` ON `cart_lines` (`user_id`,`choice_key`);--> statement-breakpoint
ALTER TABLE `order_lines` ADD `cart_line_id` text;