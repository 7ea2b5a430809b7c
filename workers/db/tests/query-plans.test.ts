import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fetchWorker } from "../../../tests/workers/support/store";
import { db, seedDemo } from "../../../tests/workers/support/worker";
import { type ObservedStatement, observeD1 } from "../observed-d1";
import { games, items } from "../schema";

/** The statements a request sends to D1, through the real Worker (each address is new, so never cached). */
async function statementsOf(path: string): Promise<ObservedStatement[]> {
  const statements: ObservedStatement[] = [];
  const d1 = observeD1(env.DB, (trip) => statements.push(...trip));
  const response = await fetchWorker(path, {}, { bindings: { DB: d1 } });
  await response.text();
  expect(response.status, path).toBe(200);
  return statements;
}

async function planOf({ sql, params }: ObservedStatement): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

/** Tables a hot query may read whole, in the one statement where that is cheap. */
const wholeTableReads: Record<string, RegExp> = {
  // Every setting is read at once: one row per key.
  store_settings: /^select "key", "value" from "store_settings"$/,
  // Only as NOT EXISTS, which stops at the first row.
  featured_games: /not exists \(select 1 from "featured_games"\)/,
  // The home page's reviews: walked in index order, stopping after the few it shows.
  reviews: /from "reviews" order by "reviews"."sort_order" asc, "reviews"."id" asc limit \?$/,
  // The catalogue search's own lookups (a JSON list of at most 150), each a range of the index's key,
  // and the games they found, each then read by its id (catalogue/search-index.ts).
  search_lookups: /from json_each\(\?\) as search_lookups\s+cross join "search_terms" t\s+where t\.term >= /,
  search_hits: /\) as search_hits cross join "games" where \("games"\."id" = search_hits\.game_id /,
};

const hotPaths = async () => {
  const [wow] = await db.select().from(games).where(eq(games.name, "World of Warcraft"));
  const [item] = await db.select().from(items).limit(1);
  return [
    "/",
    "/games",
    "/games?search=gold",
    "/games?search=wrcraft%20gold%20mou",
    "/api/games?search=montarias%20wow",
    `/game/${wow?.id}`,
    `/game/${wow?.id}?type=items&page=2`,
    `/game/${wow?.id}?type=boosting&sub=PvE&q=run&server=Area%2052`,
    `/game/${wow?.id}.data?type=carryrun`,
    "/api/games",
    "/api/games?name=ti",
    `/api/games/${wow?.id}`,
    `/api/items/${item?.id}`,
    `/api/coins/game/${wow?.id}`,
  ];
};

beforeAll(async () => {
  await seedDemo();
});

describe("the catalogue's query plans", () => {
  it("never scan a whole table on the catalogue pages and API, and read a page in index order", async () => {
    const problems: string[] = [];
    let explained = 0;
    for (const path of await hotPaths()) {
      for (const statement of await statementsOf(path)) {
        const plan = await planOf(statement);
        explained++;
        for (const step of plan) {
          const table = step.match(/^SCAN (\w+)/)?.[1];
          if (table && !wholeTableReads[table]?.test(statement.sql))
            problems.push(`${path}: ${step} in ${statement.sql}`);
        }
        // A page of entries (LIMIT) must come off an index in order, so it stops after the page.
        if (
          /from "items".* limit \?/.test(statement.sql) &&
          plan.some((step) => step.includes("TEMP B-TREE FOR ORDER BY"))
        ) {
          problems.push(`${path}: sorts every entry for one page: ${statement.sql}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(explained).toBeGreaterThan(20);
  });
});
