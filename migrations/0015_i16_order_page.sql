CREATE TABLE `order_cancellations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`quoted_cents` integer NOT NULL,
	`steps_undone` integer NOT NULL,
	`steps_total` integer NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`refunded_cents` integer,
	`requested_at` text NOT NULL,
	`decided_at` text,
	`decided_by` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_cancellations_order_idx` ON `order_cancellations` (`order_id`);--> statement-breakpoint
CREATE TABLE `order_compensations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`percent` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`refund_ref` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_compensations_order_idx` ON `order_compensations` (`order_id`);--> statement-breakpoint
CREATE TABLE `order_milestones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`order_line_id` integer NOT NULL,
	`position` integer NOT NULL,
	`label` text NOT NULL,
	`done_at` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_line_id`) REFERENCES `order_lines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_milestones_line_position_idx` ON `order_milestones` (`order_line_id`,`position`);--> statement-breakpoint
CREATE INDEX `order_milestones_order_idx` ON `order_milestones` (`order_id`);--> statement-breakpoint
CREATE TABLE `order_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`kind` text NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`actor_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_notes_order_idx` ON `order_notes` (`order_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `order_proofs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`url` text NOT NULL,
	`sha256` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`actor_user_id` integer,
	`uploaded_at` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_proofs_order_idx` ON `order_proofs` (`order_id`,`uploaded_at`);--> statement-breakpoint
ALTER TABLE `chat_conversations` ADD `order_id` integer REFERENCES orders(id);--> statement-breakpoint
CREATE UNIQUE INDEX `chat_conversations_order_idx` ON `chat_conversations` (`order_id`);--> statement-breakpoint
ALTER TABLE `coin_offers` ADD `delivery_minutes` integer;--> statement-breakpoint
ALTER TABLE `items` ADD `delivery_minutes` integer;--> statement-breakpoint
ALTER TABLE `items` ADD `milestones` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `order_lines` ADD `delivery_minutes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `paid_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `deliver_by` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `compensation_percent` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivered_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `receipt` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `receipt_at` text;--> statement-breakpoint
CREATE INDEX `orders_status_deliver_by_idx` ON `orders` (`status`,`deliver_by`);