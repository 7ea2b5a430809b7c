CREATE TABLE `stock` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`offer_id` integer NOT NULL,
	`game_id` integer NOT NULL,
	`server` text DEFAULT '' NOT NULL,
	`quantity` integer NOT NULL,
	`held` integer DEFAULT 0 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "stock_held_within_hand" CHECK("stock"."held" >= 0 and "stock"."held" <= "stock"."quantity")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stock_offer_server_idx` ON `stock` (`kind`,`offer_id`,`server`);--> statement-breakpoint
CREATE INDEX `stock_game_idx` ON `stock` (`game_id`);--> statement-breakpoint
CREATE TABLE `stock_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`offer_id` integer NOT NULL,
	`server` text DEFAULT '' NOT NULL,
	`change` text NOT NULL,
	`delta` integer NOT NULL,
	`quantity_after` integer,
	`reason` text DEFAULT '' NOT NULL,
	`order_id` integer,
	`actor_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `stock_history_line_idx` ON `stock_history` (`kind`,`offer_id`,`server`,`created_at`);--> statement-breakpoint
CREATE TABLE `stock_holds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`stock_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`order_line_id` integer NOT NULL,
	`attempt` text NOT NULL,
	`quantity` integer NOT NULL,
	`expires_at` text NOT NULL,
	`state` text DEFAULT 'held' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`stock_id`) REFERENCES `stock`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stock_holds_order_idx` ON `stock_holds` (`order_id`,`state`);--> statement-breakpoint
CREATE INDEX `stock_holds_expiry_idx` ON `stock_holds` (`state`,`expires_at`);--> statement-breakpoint
CREATE INDEX `stock_holds_stock_idx` ON `stock_holds` (`stock_id`,`state`);--> statement-breakpoint
CREATE TABLE `stock_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`offer_id` integer NOT NULL,
	`game_id` integer NOT NULL,
	`server` text DEFAULT '' NOT NULL,
	`email` text NOT NULL,
	`user_id` integer,
	`language` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`notified_at` text,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_line_email_idx` ON `stock_alerts` (`kind`,`offer_id`,`server`,`email`);--> statement-breakpoint
CREATE INDEX `stock_alerts_pending_idx` ON `stock_alerts` (`notified_at`,`kind`,`offer_id`,`server`);--> statement-breakpoint
CREATE INDEX `stock_alerts_email_idx` ON `stock_alerts` (`email`,`notified_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_token_idx` ON `stock_alerts` (`token_hash`);--> statement-breakpoint
CREATE INDEX `stock_alerts_user_idx` ON `stock_alerts` (`user_id`);