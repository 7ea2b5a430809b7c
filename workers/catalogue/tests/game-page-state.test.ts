import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyGamePageChange,
  defaultGamePageQuery,
  type GamePageOptions,
  gamePageHref,
  parseGamePageQuery,
  resolveGamePageState,
} from "../../../shared/catalogue/game-page-state";

const parse = (search: string) => parseGamePageQuery(new URLSearchParams(search));

describe("parsing the game page address", () => {
  it("reads every choice", () => {
    expect(parse("type=items&server=Azralon&platform=PC&sub=Mounts&q=reins&page=2&coin=4&qty=5")).toEqual({
      type: "items",
      server: "Azralon",
      platform: "PC",
      sub: "Mounts",
      q: "reins",
      page: 2,
      coin: 4,
      qty: 5,
    });
  });

  it("gives the defaults for an empty address", () => {
    expect(parse("")).toEqual(defaultGamePageQuery);
  });

  it("replaces each malformed value by its default", () => {
    expect(parse("type=weapons&server=%20&platform=&sub=&page=abc&coin=-3&qty=lots")).toEqual(defaultGamePageQuery);
    for (const page of ["0", "-1", "2.5", "1e3", " 3"]) {
      expect(parse(`page=${encodeURIComponent(page)}`).page).toBe(1);
    }
    expect(parse(`server=${"x".repeat(101)}`).server).toBeNull();
    expect(parse("qty=0").qty).toBe(1);
  });

  it("trims the search and cuts it at 100 characters", () => {
    expect(parse("q=%20%20reins%20").q).toBe("reins");
    expect(parse(`q=${"a".repeat(150)}`).q).toHaveLength(100);
  });
});

const options: GamePageOptions = {
  tabs: ["moeda", "items", "boosting"],
  servers: ["Azralon", "Gallywix"],
  platforms: ["PC", "Mac"],
  subcategories: (type) => (type === "items" ? ["Mounts", "Gear"] : ["PvE"]),
  coinIds: [7, 8],
};

describe("resolving the address against what the game offers", () => {
  it("keeps choices the game offers", () => {
    const state = resolveGamePageState(parse("type=items&server=Gallywix&platform=Mac&sub=Gear&coin=8"), options);
    expect(state).toMatchObject({ type: "items", server: "Gallywix", platform: "Mac", sub: "Gear", coin: 8 });
  });

  it("preselects the first sale type, server, platform and coin; all subcategories", () => {
    expect(resolveGamePageState(parse(""), options)).toMatchObject({
      type: "moeda",
      server: "Azralon",
      platform: "PC",
      sub: null,
      coin: 7,
    });
  });

  it("ignores a sale type the game does not sell and values it does not offer", () => {
    const state = resolveGamePageState(parse("type=carryrun&server=Nowhere&platform=Switch&coin=99"), options);
    expect(state).toMatchObject({ type: "moeda", server: "Azralon", platform: "PC", coin: 7 });
  });

  it("drops a subcategory of another sale type", () => {
    expect(resolveGamePageState(parse("type=boosting&sub=Mounts"), options).sub).toBeNull();
  });

  it("filters by no server ('all') when the game has none, and selects nothing when nothing is for sale", () => {
    const state = resolveGamePageState(parse("server=Azralon&type=items"), {
      ...options,
      tabs: [],
      servers: [],
      platforms: [],
    });
    expect(state).toMatchObject({ type: null, server: null, platform: null });
  });
});

describe("changing the state", () => {
  const state = resolveGamePageState(parse("type=items&server=Azralon&platform=PC&sub=Mounts&q=reins&page=3"), options);

  it("goes back to page 1 when a filter or the search changes", () => {
    expect(applyGamePageChange(state, { server: "Gallywix" })).toMatchObject({
      server: "Gallywix",
      page: 1,
      q: "reins",
    });
    expect(applyGamePageChange(state, { platform: "Mac" }).page).toBe(1);
    expect(applyGamePageChange(state, { sub: null })).toMatchObject({ sub: null, page: 1 });
    expect(applyGamePageChange(state, { q: "tiger" })).toMatchObject({ q: "tiger", page: 1 });
  });

  it("starts a new sale type over, without the old subcategory or search", () => {
    expect(applyGamePageChange(state, { type: "boosting" })).toMatchObject({
      type: "boosting",
      sub: null,
      q: "",
      page: 1,
      server: "Azralon",
    });
  });

  it("keeps the filters when only the page changes", () => {
    expect(applyGamePageChange(state, { page: 4 })).toEqual({ ...state, page: 4 });
  });

  it("writes an address that reads back to the same state", () => {
    const href = gamePageHref(12, state, { page: 2 });
    expect(href).toBe("/game/12?type=items&server=Azralon&platform=PC&sub=Mounts&q=reins&page=2");
    const back = parseGamePageQuery(new URL(href, "http://store.test").searchParams);
    expect(resolveGamePageState(back, options)).toEqual({ ...state, page: 2 });
  });

  it("writes any server, platform, category and search as the browser's URLSearchParams would", () => {
    const awkward = fc.constantFrom(" ", "+", "&", "=", "~", "'", "ç", "😀", "\ud800", "\udc00");
    const anyText = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.string({ unit: "grapheme" }),
      fc.string({ unit: awkward }),
    );
    fc.assert(
      fc.property(anyText, anyText, anyText, anyText, (server, platform, sub, q) => {
        const href = gamePageHref(5, { ...defaultGamePageQuery, type: "items", server, platform, sub, q });
        const expected = new URLSearchParams({ type: "items" });
        for (const [name, value] of Object.entries({ server, platform, sub, q })) if (value) expected.set(name, value);
        expect(href).toBe(`/game/5?${expected}`);
      }),
      { numRuns: 500 },
    );
  });

  it("leaves out the defaults and keeps coin and quantity only on the coin tab", () => {
    expect(gamePageHref(3, { ...defaultGamePageQuery, coin: 7, qty: 4 })).toBe("/game/3");
    expect(gamePageHref(3, { ...defaultGamePageQuery, type: "moeda", coin: 7, qty: 4 })).toBe(
      "/game/3?type=moeda&coin=7&qty=4",
    );
  });
});
