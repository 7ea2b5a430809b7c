CREATE TABLE `sign_ins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`at` text NOT NULL,
	`ip` text,
	`country` text,
	`method` text NOT NULL,
	`device` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sign_ins_user_at_idx` ON `sign_ins` (`user_id`,`at`);--> statement-breakpoint
CREATE INDEX `sign_ins_at_idx` ON `sign_ins` (`at`);--> statement-breakpoint
ALTER TABLE `order_reviews` ADD `from_ip` text;--> statement-breakpoint
ALTER TABLE `order_reviews` ADD `from_country` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `receipt_ip` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `receipt_country` text;