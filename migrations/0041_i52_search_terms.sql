CREATE TABLE `search_terms` (
	`term` text NOT NULL,
	`kind` text NOT NULL,
	`target` integer NOT NULL,
	`game_id` integer NOT NULL,
	PRIMARY KEY(`term`, `kind`, `target`)
);
--> statement-breakpoint
CREATE INDEX `search_terms_target_idx` ON `search_terms` (`kind`,`target`);--> statement-breakpoint
CREATE INDEX `search_terms_game_idx` ON `search_terms` (`game_id`);--> statement-breakpoint
-- Hand-written backfill (decision 067): the plain words of every active game, item and coin offer,
-- split from the lower-case, accent-free texts the store already keeps (games.search_text,
-- items.name_search, coin_offers.coin_name_search; normalizeSearch wrote them). SQL has no accent
-- folding for the item subcategories, and the typo terms (one-letter deletions) and the games'
-- initials are beyond it: `npm run db:seed` (run by `npm start`) sees an index without typo terms
-- and rebuilds it once with catalogue/search-index.ts; production runs the same rebuild once.
INSERT INTO `search_terms` (`term`, `kind`, `target`, `game_id`)
WITH RECURSIVE `texts` (`kind`, `target`, `game_id`, `rest`) AS (
  SELECT 'game', `id`, `id`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`search_text`, ',', ' '), '.', ' '), '-', ' '), '''', ' '), '’', ' '), ':', ' '), ';', ' '), '+', ' '), '&', ' '), '/', ' '), '(', ' '), ')', ' '), '!', ' '), '?', ' '), '"', ' '), '#', ' '), '→', ' '), '*', ' '), '_', ' '), '[', ' '), ']', ' '), '|', ' '), '%', ' '), '@', ' '), '–', ' '), '—', ' ') || ' ' FROM `games` WHERE `archived_at` IS NULL
  UNION ALL
  SELECT 'item', `id`, `game_id`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`name_search`, ',', ' '), '.', ' '), '-', ' '), '''', ' '), '’', ' '), ':', ' '), ';', ' '), '+', ' '), '&', ' '), '/', ' '), '(', ' '), ')', ' '), '!', ' '), '?', ' '), '"', ' '), '#', ' '), '→', ' '), '*', ' '), '_', ' '), '[', ' '), ']', ' '), '|', ' '), '%', ' '), '@', ' '), '–', ' '), '—', ' ') || ' ' FROM `items` WHERE `archived_at` IS NULL
  UNION ALL
  SELECT 'coin', `id`, `game_id`, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`coin_name_search`, ',', ' '), '.', ' '), '-', ' '), '''', ' '), '’', ' '), ':', ' '), ';', ' '), '+', ' '), '&', ' '), '/', ' '), '(', ' '), ')', ' '), '!', ' '), '?', ' '), '"', ' '), '#', ' '), '→', ' '), '*', ' '), '_', ' '), '[', ' '), ']', ' '), '|', ' '), '%', ' '), '@', ' '), '–', ' '), '—', ' ') || ' ' FROM `coin_offers` WHERE `archived_at` IS NULL
),
`words` (`kind`, `target`, `game_id`, `word`, `rest`) AS (
  SELECT `kind`, `target`, `game_id`, '', `rest` FROM `texts`
  UNION ALL
  SELECT `kind`, `target`, `game_id`, substr(`rest`, 1, instr(`rest`, ' ') - 1), substr(`rest`, instr(`rest`, ' ') + 1)
  FROM `words` WHERE `rest` <> ''
)
SELECT DISTINCT `word`, `kind`, `target`, `game_id` FROM `words` WHERE `word` <> ''
ON CONFLICT DO NOTHING;
