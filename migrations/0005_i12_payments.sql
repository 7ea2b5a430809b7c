DROP INDEX `payments_order_kind_idx`;--> statement-breakpoint
ALTER TABLE `payments` ADD `request_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_request_key_idx` ON `payments` (`request_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_one_charge_per_order_idx` ON `payments` (`order_id`) WHERE "payments"."kind" = 'charge';--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_ref_idx` ON `payments` (`kind`,`provider_ref`);--> statement-breakpoint
ALTER TABLE `orders` ADD `provider_payment_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_provider_payment_idx` ON `orders` (`provider_payment_id`);--> statement-breakpoint
ALTER TABLE `payment_events` ADD `order_id` integer REFERENCES orders(id);--> statement-breakpoint
ALTER TABLE `payment_events` ADD `outcome` text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_events` ADD `reason` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_events` ADD `object_ref` text;--> statement-breakpoint
ALTER TABLE `payment_events` ADD `amount_cents` integer;--> statement-breakpoint
ALTER TABLE `payment_events` ADD `currency` text;--> statement-breakpoint
ALTER TABLE `payment_events` ADD `deliveries` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_events` ADD `last_received_at` text;--> statement-breakpoint
CREATE INDEX `payment_events_order_idx` ON `payment_events` (`order_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payment_events_object_idx` ON `payment_events` (`object_ref`,`type`);