ALTER TABLE `users` ADD `shopper_mark` text;--> statement-breakpoint
CREATE INDEX `users_shopper_mark_idx` ON `users` (`shopper_mark`);