CREATE TABLE `presses` (
	`user_id` integer NOT NULL,
	`key` text NOT NULL,
	`pressed_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `presses_pressed_idx` ON `presses` (`pressed_at`);