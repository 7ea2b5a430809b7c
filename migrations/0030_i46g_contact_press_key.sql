ALTER TABLE `contact_messages` ADD `press_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `contact_messages_press_key_idx` ON `contact_messages` (`press_key`);