CREATE TABLE `order_risk_holds` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`reasons` text NOT NULL,
	`review_by` text NOT NULL,
	`decision` text,
	`decision_key` text,
	`decided_by` integer,
	`decided_at` text,
	`note` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_risk_holds_due_idx` ON `order_risk_holds` (`decision`,`review_by`);--> statement-breakpoint
CREATE INDEX `order_risk_holds_created_idx` ON `order_risk_holds` (`created_at`);--> statement-breakpoint
ALTER TABLE `charge_checks` ADD `card_country` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `checkout_country` text;