CREATE TABLE `game_choices` (
	`user_id` integer NOT NULL,
	`game_id` integer NOT NULL,
	`nickname` text NOT NULL,
	`server` text,
	`platform` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`user_id`, `game_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `source` text DEFAULT 'contact_form' NOT NULL;