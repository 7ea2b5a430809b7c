CREATE TABLE `order_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`order_line_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`game_id` integer NOT NULL,
	`sale_type` text NOT NULL,
	`rating` integer NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`language` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`hidden_at` text,
	`hidden_reason` text,
	`reply` text,
	`replied_at` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_line_id`) REFERENCES `order_lines`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_reviews_line_idx` ON `order_reviews` (`order_line_id`);--> statement-breakpoint
CREATE INDEX `order_reviews_order_idx` ON `order_reviews` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_reviews_game_idx` ON `order_reviews` (`game_id`,`hidden_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `order_reviews_language_idx` ON `order_reviews` (`language`,`hidden_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `order_reviews_created_idx` ON `order_reviews` (`created_at`);