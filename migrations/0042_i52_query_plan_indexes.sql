CREATE INDEX `chat_conversations_inbox_order_idx` ON `chat_conversations` ("unread_for_support" > 0,`last_message_at`,`id`) WHERE "chat_conversations"."last_message_at" is not null;--> statement-breakpoint
CREATE INDEX `order_lines_nickname_lower_idx` ON `order_lines` (lower("nickname"));--> statement-breakpoint
CREATE INDEX `order_reviews_user_idx` ON `order_reviews` (`user_id`);--> statement-breakpoint
CREATE INDEX `order_reviews_rating_created_idx` ON `order_reviews` (`rating`,`created_at`);--> statement-breakpoint
CREATE INDEX `order_status_history_actor_idx` ON `order_status_history` (`actor_user_id`);--> statement-breakpoint
CREATE INDEX `stock_history_actor_idx` ON `stock_history` (`actor_user_id`);--> statement-breakpoint
CREATE INDEX `stock_history_order_idx` ON `stock_history` (`order_id`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_email_lower_idx` ON `users` (lower("email"));--> statement-breakpoint
CREATE INDEX `users_name_lower_idx` ON `users` (lower("name"));--> statement-breakpoint
CREATE INDEX `users_admin_name_idx` ON `users` (`is_admin`,`name`);