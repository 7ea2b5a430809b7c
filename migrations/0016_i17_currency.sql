ALTER TABLE `coin_offers` ADD `unit_price_usd_cents` integer;--> statement-breakpoint
ALTER TABLE `items` ADD `price_usd_cents` integer;