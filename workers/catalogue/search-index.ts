// The catalogue search's own index (issue 52, decision 067): the table search_terms holds, for every
// game, item and coin offer, the normalised words shoppers may type for it, so a search looks words
// up by index instead of reading every game and item. A word of five letters or more is stored with
// each of its one-letter deletions ("~" + deletion); a typed word is looked up with its own deletions
// (symmetric delete), so one letter missing, extra, changed or swapped next to another still finds it.
// Every catalogue write puts searchIndexStatements() in its own batch, so the index never lags.
import { and, eq, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { DEFAULT_SUBCATEGORY, subcategoryTexts } from "../../shared/catalogue/sale-types";
import type { Database } from "../db/client";
import { coinOffers, games, items, searchTerms } from "../db/schema";
import { normalizeSearch } from "./search-text";

export type SearchKind = (typeof searchTerms.$inferInsert)["kind"];

/** The shortest word a typo is forgiven in. */
export const TYPO_MIN_LETTERS = 5;
/** The most words of a search that count; the rest are ignored. */
export const MAX_SEARCH_WORDS = 6;
/** The most index lookups one search makes (its words, their prefix and their deletions). */
export const MAX_SEARCH_LOOKUPS = 150;
/** The shortest last word that also matches as the start of a longer word. */
const PREFIX_MIN_LETTERS = 2;
/** Marks a stored deletion, so it never matches as a word or a prefix. */
const DELETION = "~";

/** The normalised words of `text` (letters and digits; accents and case ignored): "Ashes of Al'ar" → ashes, of, al, ar. */
export function searchWords(text: string): string[] {
  return normalizeSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

/** Every distinct word `word` becomes with one letter left out. */
export function deletionsOf(word: string): string[] {
  const letters = [...word];
  const deletions = new Set<string>();
  for (let index = 0; index < letters.length; index++) {
    deletions.add([...letters.slice(0, index), ...letters.slice(index + 1)].join(""));
  }
  return [...deletions];
}

/** "World of Warcraft" → "wow": the first letters of a name of two words or more. */
function initialsOf(name: string): string[] {
  const words = searchWords(name);
  return words.length > 1 ? [words.map((word) => [...word][0]).join("")] : [];
}

/** The stored terms for these texts: their words, the deletions of the long ones, and `initials`. */
export function termsOf(texts: string[], initials: string[] = []): string[] {
  const words = new Set(texts.flatMap(searchWords));
  const terms = new Set([...words, ...initials]);
  for (const word of words) {
    if ([...word].length < TYPO_MIN_LETTERS) continue;
    for (const deletion of deletionsOf(word)) terms.add(DELETION + deletion);
  }
  return [...terms];
}

/** What a catalogue entry is searched by, as stored (the admin's columns or the seed's rows). */
export type SearchEntry =
  | { kind: "game"; name: string; category: string; tipo: string; sell: string }
  | { kind: "item"; name: string; subcategory: string; subcategoryPt: string }
  | { kind: "coin"; coinName: string };

function entryTerms(entry: SearchEntry): string[] {
  switch (entry.kind) {
    case "game":
      return termsOf([entry.name, entry.category, entry.tipo, entry.sell], initialsOf(entry.name));
    case "item": {
      // The catch-all subcategory ("General") names no item: it would find every game.
      if (entry.subcategory === DEFAULT_SUBCATEGORY || entry.subcategory === "") return termsOf([entry.name]);
      const subcategory = subcategoryTexts(entry);
      return termsOf([entry.name, subcategory.en, subcategory.pt]);
    }
    case "coin":
      return termsOf([entry.coinName]);
  }
}

/**
 * What a write does to the index, for the same batch as the write: `entry` (re)indexes a target
 * (an id, or SQL naming the row inserted earlier in the batch); `removed` drops a target's terms
 * (deleted or archived); `gameDeleted` drops a game's and its items' and coin offers' (they go with it).
 */
export type SearchIndexChange =
  | { kind: SearchKind; target: number | SQL; gameId: number | SQL; entry: SearchEntry }
  | { kind: SearchKind; target: number; removed: true }
  | { kind: "game"; target: number; gameDeleted: true };

export function searchIndexStatements(db: Database, change: SearchIndexChange): BatchItem<"sqlite">[] {
  if ("gameDeleted" in change) return [db.delete(searchTerms).where(eq(searchTerms.gameId, change.target))];
  const drop = db
    .delete(searchTerms)
    .where(and(eq(searchTerms.kind, change.kind), eq(searchTerms.target, change.target)));
  if ("removed" in change) return [drop];
  // One JSON value whatever the number of terms: far within D1's 100 bound values per statement.
  const insert = db
    .insert(searchTerms)
    .select(
      sql`select value, ${change.kind}, ${change.target}, ${change.gameId} from json_each(${JSON.stringify(entryTerms(change.entry))}) where true`,
    )
    .onConflictDoNothing();
  return [drop, insert];
}

/** One index lookup: the terms from `from` up to (not including) `to`, for word `word`, with its rank. */
type Lookup = [from: string, to: string, word: number, rank: number];

/** The rank of a match: a whole word before the start of one before a typo. */
const EXACT = 0;
const PREFIX = 1;
const TYPO = 2;
/** Terms are letters and digits, so nothing lies between `t` and `t + " "` but `t` itself. */
const justThis = (term: string): [string, string] => [term, `${term} `];

/** The lookups a search makes: each word whole, the last also as a start, then typos while they fit. */
export function searchLookups(query: string): { words: number; lookups: Lookup[] } {
  const words = searchWords(query).slice(0, MAX_SEARCH_WORDS);
  const lookups: Lookup[] = [];
  words.forEach((word, index) => {
    lookups.push([...justThis(word), index, EXACT]);
    if (index === words.length - 1 && [...word].length >= PREFIX_MIN_LETTERS) {
      lookups.push([word, `${word}\u{10ffff}`, index, PREFIX]);
    }
  });
  words.forEach((word, index) => {
    const typos = typoTerms(word).map((term): Lookup => [...justThis(term), index, TYPO]);
    if (lookups.length + typos.length <= MAX_SEARCH_LOOKUPS) lookups.push(...typos);
  });
  return { words: words.length, lookups };
}

/**
 * A typed word's terms that mean one typo in a stored word of five letters or more: the typed word
 * as a stored deletion (a letter missing), its deletions as stored words (a letter extra, when the
 * stored word is still five letters long) and as stored deletions (a letter changed).
 */
function typoTerms(word: string): string[] {
  const length = [...word].length;
  if (length < TYPO_MIN_LETTERS - 1) return [];
  const deletions = length >= TYPO_MIN_LETTERS ? deletionsOf(word) : [];
  return [
    DELETION + word,
    ...deletions.map((deletion) => DELETION + deletion),
    ...(length > TYPO_MIN_LETTERS ? deletions : []),
  ];
}

/**
 * The active games a search finds, best first, as SQL to join on `game_id`, with their `rank`: every
 * word must match a term of the game, its items or its coin offers, in any order; a game's rank adds
 * up its words' best matches (whole word, start of a word, one typo). Null for a search of no words.
 */
export function searchHits(query: string): SQL | null {
  const { words, lookups } = searchLookups(query);
  if (words === 0) return null;
  // json_each walks the lookups (one bound value); each is a range on the terms' primary key.
  return sql`(select game_id, sum(rank) as rank from (
      select t.game_id, json_extract(search_lookups.value, '$[2]') as word, min(json_extract(search_lookups.value, '$[3]')) as rank
      from json_each(${JSON.stringify(lookups)}) as search_lookups
      cross join ${searchTerms} t
      where t.term >= json_extract(search_lookups.value, '$[0]') and t.term < json_extract(search_lookups.value, '$[1]')
      group by t.game_id, word
    ) group by game_id having count(*) = ${words})`;
}

/** How many entries one batch of a rebuild reindexes (two statements each). */
const REBUILD_BATCH_ENTRIES = 200;

/**
 * Whether the index holds no typo terms yet, as after migration 0041, whose SQL backfill writes plain
 * words only (decision 067): then `rebuildSearchIndex` should run once.
 */
export async function searchIndexNeedsRebuild(db: Database): Promise<boolean> {
  const deletions = await db
    .select({ found: sql<number>`1` })
    .from(searchTerms)
    .where(and(gte(searchTerms.term, DELETION), lt(searchTerms.term, `${DELETION}\u{10ffff}`)))
    .limit(1);
  if (deletions.length > 0) return false;
  const [anyGame] = await db.select({ id: games.id }).from(games).limit(1);
  return anyGame !== undefined;
}

/**
 * Reindexes every active game, item and coin offer, a batch of entries at a time (each entry's
 * terms replaced at once, so searches meanwhile find it by its old terms or its new ones). For a
 * database whose index was backfilled by SQL; answers how many entries it reindexed.
 */
export async function rebuildSearchIndex(db: Database): Promise<number> {
  const [gameRows, itemRows, coinRows] = await db.batch([
    db.select().from(games).where(isNull(games.archivedAt)),
    db.select().from(items).where(isNull(items.archivedAt)),
    db.select().from(coinOffers).where(isNull(coinOffers.archivedAt)),
  ]);
  const changes: SearchIndexChange[] = [
    ...gameRows.map((game) => ({
      kind: "game" as const,
      target: game.id,
      gameId: game.id,
      entry: { ...game, kind: "game" as const },
    })),
    ...itemRows.map((item) => ({
      kind: "item" as const,
      target: item.id,
      gameId: item.gameId,
      entry: { ...item, kind: "item" as const },
    })),
    ...coinRows.map((coin) => ({
      kind: "coin" as const,
      target: coin.id,
      gameId: coin.gameId,
      entry: { ...coin, kind: "coin" as const },
    })),
  ];
  for (let start = 0; start < changes.length; start += REBUILD_BATCH_ENTRIES) {
    const [first, ...rest] = changes
      .slice(start, start + REBUILD_BATCH_ENTRIES)
      .flatMap((change) => searchIndexStatements(db, change));
    if (first) await db.batch([first, ...rest]);
  }
  return changes.length;
}
