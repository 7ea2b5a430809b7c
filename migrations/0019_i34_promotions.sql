CREATE TABLE `promo_code_uses` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`code_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`code_id`) REFERENCES `promo_codes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `promo_code_uses_code_idx` ON `promo_code_uses` (`code_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `promo_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`percent` integer,
	`amount_brl_cents` integer,
	`amount_usd_cents` integer,
	`min_total_brl_cents` integer,
	`min_total_usd_cents` integer,
	`max_uses` integer,
	`max_uses_per_shopper` integer,
	`first_order_only` integer DEFAULT false NOT NULL,
	`starts_at` text,
	`ends_at` text,
	`game_ids` text,
	`sale_types` text,
	`item_ids` text,
	`coin_offer_ids` text,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promo_codes_code_idx` ON `promo_codes` (`code`);--> statement-breakpoint
ALTER TABLE `order_lines` ADD `discount_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `promo_code` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `discount_cents` integer DEFAULT 0 NOT NULL;