ALTER TABLE `orders` ADD `assigned_staff_id` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `orders` ADD `assigned_at` text;--> statement-breakpoint
CREATE INDEX `orders_assigned_status_deliver_by_idx` ON `orders` (`assigned_staff_id`,`status`,`deliver_by`);--> statement-breakpoint
CREATE INDEX `orders_assigned_delivered_idx` ON `orders` (`assigned_staff_id`,`delivered_at`);--> statement-breakpoint
CREATE INDEX `users_staff_role_idx` ON `users` (`staff_role`);