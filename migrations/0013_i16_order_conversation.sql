ALTER TABLE `chat_conversations` ADD `order_id` integer REFERENCES orders(id);--> statement-breakpoint
CREATE UNIQUE INDEX `chat_conversations_order_idx` ON `chat_conversations` (`order_id`);