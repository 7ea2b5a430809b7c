CREATE TABLE `staff_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` integer,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_invitations_hash_idx` ON `staff_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_invitations_email_idx` ON `staff_invitations` (`email`);--> statement-breakpoint
CREATE INDEX `staff_invitations_expires_idx` ON `staff_invitations` (`expires_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `staff_since` text;--> statement-breakpoint
-- Staff made before invitations joined when their account was made, as far as the store knows.
UPDATE `users` SET `staff_since` = `created_at` WHERE `is_admin` = 1 AND `staff_role` IS NOT NULL;
