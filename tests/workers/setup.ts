import { abortAllDurableObjects, applyD1Migrations, reset, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { chatRoomFor } from "../../workers/chat/room";
import { bumpCatalogueVersion } from "../../workers/kernel/catalogue-version";

// Test files share one workerd per vitest worker (`isolate: false` in vitest.config.ts: starting a
// runtime and loading the store's build for each file was most of the suite's time). So every file
// starts from nothing: no data in KV (`reset`), no chat room's messages and no live room (which
// `reset` leaves), no tables in D1 (`reset` leaves them too), fresh test modules, and a catalogue version no earlier file cached
// pages under; then the real migrations.
async function dropAllTables(db: D1Database) {
  const leftovers = async () =>
    (
      await db
        .prepare(
          "select type, name from sqlite_master where type in ('table', 'view') and name not like 'sqlite_%' and name not like '_cf_%' order by type = 'table'",
        )
        .all<{ type: "table" | "view"; name: string }>()
    ).results;
  // A parent table cannot go before the tables whose foreign keys point at it: drop what can go,
  // then try the rest again.
  for (let left = await leftovers(), pass = 1; left.length > 0; left = await leftovers(), pass++) {
    if (pass > 10) throw new Error(`Cannot empty the test database: ${left.map(({ name }) => name).join(", ")}`);
    for (const { type, name } of left) await db.exec(`drop ${type} if exists "${name}"`).catch(() => undefined);
  }
}

/** The rooms of the conversations the previous file left in D1: a room is named by its conversation's id. */
async function emptyChatRooms(db: D1Database) {
  const conversations = await db
    .prepare("select id from chat_conversations")
    .all<{ id: number }>()
    .then(({ results }) => results)
    .catch(() => []);
  await Promise.all(
    conversations.map(({ id }) =>
      runInDurableObject(chatRoomFor(env, id), (_room, state) => state.storage.deleteAll()),
    ),
  );
  await abortAllDurableObjects();
}

// The rooms first: they are found through the previous file's conversations, whose rows `reset`
// takes; emptied after it, a room of the previous file kept its messages into the next file.
await emptyChatRooms(env.DB);
await reset();
await dropAllTables(env.DB);
vi.resetModules();
await bumpCatalogueVersion(env.CACHE_VERSIONS);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
