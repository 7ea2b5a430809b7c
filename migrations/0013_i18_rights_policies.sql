CREATE TABLE `policy_pages` (
	`slug` text NOT NULL,
	`language` text NOT NULL,
	`body` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`slug`, `language`)
);
