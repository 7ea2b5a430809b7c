CREATE TABLE `charge_checks` (
	`payment_ref` text PRIMARY KEY NOT NULL,
	`three_d_secure` text,
	`risk_level` text,
	`risk_score` integer
);
--> statement-breakpoint
CREATE TABLE `order_disputes` (
	`dispute_id` text PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`reason` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`due_by` text,
	`submission` text DEFAULT 'open' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`submitted_by` integer,
	`submit_requested_at` text,
	`submitted_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`submitted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_disputes_order_idx` ON `order_disputes` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_disputes_due_idx` ON `order_disputes` (`submission`,`due_by`);--> statement-breakpoint
ALTER TABLE `orders` ADD `policies_accepted` text;