CREATE TABLE `search_terms` (
	`term` text NOT NULL,
	`kind` text NOT NULL,
	`target` integer NOT NULL,
	`game_id` integer NOT NULL,
	PRIMARY KEY(`term`, `kind`, `target`)
);
--> statement-breakpoint
CREATE INDEX `search_terms_target_idx` ON `search_terms` (`kind`,`target`);--> statement-breakpoint
CREATE INDEX `search_terms_game_idx` ON `search_terms` (`game_id`);