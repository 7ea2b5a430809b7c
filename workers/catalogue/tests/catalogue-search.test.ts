import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../../tests/workers/support/worker";
import { games } from "../../db/schema";
import { listGames } from "../game-list";
import { searchIndexStatements } from "../search-index";
import { gameSearchText, normalizeSearch } from "../search-text";

describe("search normalisation", () => {
  it("ignores accents and case", () => {
    expect(normalizeSearch("  Poção de VIDA  ")).toBe("pocao de vida");
    expect(normalizeSearch("AÇÃO Épica")).toBe("acao epica");
  });

  it("searches a game by its name, category, tipo and sell", () => {
    const text = gameSearchText({ name: "Pokémon", category: "Estratégia", tipo: "Ação", sell: "Poções, Moedas" });
    for (const word of ["pokemon", "estrategia", "acao", "pocoes", "moedas"]) expect(text).toContain(word);
  });
});

describe("listGames", () => {
  const rows = [
    {
      name: "Pokémon Arena",
      category: "Estratégia",
      tipo: "Tático",
      sell: "Poké Moedas",
      createdAt: "2026-03-01T00:00:00.000Z",
    },
    {
      name: "Dragon Saga",
      category: "MMORPG",
      tipo: "Ação",
      sell: "Ouro, Montarias",
      createdAt: "2026-03-02T00:00:00.000Z",
    },
    {
      name: "Kart Stars",
      category: "Corrida",
      tipo: "Arcade",
      sell: "Poções de turbo",
      createdAt: "2026-03-03T00:00:00.000Z",
    },
    { name: "Old Realm", category: "MMORPG", tipo: "Ação", sell: "Ouro", createdAt: "2026-03-04T00:00:00.000Z" },
  ];

  // Written as the admin writes them: the game and its search index (decision 067) together.
  const insertGame = async (row: typeof games.$inferInsert & { category: string; tipo: string; sell: string }) => {
    const [game] = await db
      .insert(games)
      .values({ ...row, searchText: gameSearchText(row) })
      .returning({ id: games.id });
    const id = game?.id ?? 0;
    const [first, ...rest] = searchIndexStatements(db, {
      kind: "game",
      target: id,
      gameId: id,
      entry: { kind: "game", ...row },
    });
    if (first) await db.batch([first, ...rest]);
  };

  beforeAll(async () => {
    for (const row of rows) await insertGame(row);
    await insertGame({ name: "Archived Dragon", category: "MMORPG", tipo: "", sell: "", archivedAt: "2026-03-05" });
  });

  const names = async (filters: { search?: string; name?: string }) =>
    (await listGames(db, filters)).map((game) => game.name);

  it("lists every active game, newest first", async () => {
    expect(await names({})).toEqual(["Old Realm", "Kart Stars", "Dragon Saga", "Pokémon Arena"]);
  });

  it("matches each field, ignoring accents and case", async () => {
    expect(await names({ search: "POKEMON" })).toEqual(["Pokémon Arena"]);
    expect(await names({ search: "estrategia" })).toEqual(["Pokémon Arena"]);
    expect(await names({ search: "tatico" })).toEqual(["Pokémon Arena"]);
    expect(await names({ search: "pocoes" })).toEqual(["Kart Stars"]);
    expect(await names({ search: "AÇÃO" })).toEqual(["Old Realm", "Dragon Saga"]);
  });

  it("finds nothing for text no game has, and never an archived game", async () => {
    expect(await names({ search: "zelda" })).toEqual([]);
    expect(await names({ search: "archived" })).toEqual([]);
    expect(await names({ search: "%" })).toEqual([]);
    expect(await names({ search: "_" })).toEqual([]);
    expect(await names({ search: "\\" })).toEqual([]);
  });

  // D1 refuses LIKE patterns over 50 bytes; search is a plain substring test of any length.
  it("searches with text of any length a person can type", async () => {
    expect(await names({ search: "x".repeat(49) })).toEqual([]);
    expect(await names({ search: "é".repeat(500) })).toEqual([]);
    expect(await names({ search: "pokemon arena estrategia tatico poke moedas" })).toEqual(["Pokémon Arena"]);
  });

  it("matches only the name for header suggestions", async () => {
    expect(await names({ name: "dragon" })).toEqual(["Dragon Saga"]);
    // "ouro" is sold by two games, but no game is called that.
    expect(await names({ name: "ouro" })).toEqual([]);
    expect(await names({ name: "realm" })).toEqual(["Old Realm"]);
  });
});
