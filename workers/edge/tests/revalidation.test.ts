// Which loaders run again after a form's answer. A route may skip its own reload when the page
// stays where it is (the game page keeps its offers after an add to the cart), but never while the
// address changes: the router finishes a navigation under way with that reload, so a skipped loader
// would leave the new address showing the old page's data (moving to the Coins tab while an item
// was being added kept the Items tab's offers). Read from the build's own route modules, so a route
// added tomorrow is held to it without a test edit.

import * as build from "virtual:remix/server-build";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { describe, expect, it } from "vitest";

const withRule = Object.entries(build.routes).flatMap(([id, route]) => {
  const rule = (route.module as { shouldRevalidate?: ShouldRevalidateFunction }).shouldRevalidate;
  return rule ? [{ id, rule }] : [];
});

const store = "http://store.test";
type Args = Parameters<ShouldRevalidateFunction>[0];

/** A POST to the shown page's own address answered while the shopper moves from `from` to `to`. */
function postAnswered(from: string, to: string, actionResult: unknown): Args {
  return {
    currentUrl: new URL(from, store),
    currentParams: { id: "1" },
    nextUrl: new URL(to, store),
    nextParams: { id: "1" },
    formMethod: "POST",
    formAction: from,
    formData: new FormData(),
    actionResult,
    actionStatus: 200,
    defaultShouldRevalidate: true,
  };
}

const answers = {
  "an answer": { added: true },
  "a refusal": { error: "invalid_input", message: "Invalid." },
  "a lost connection": { error: "connection_error", message: "Could not reach the store." },
  "an account deleted": { deleted: true },
};

describe("reloading after a form's answer", () => {
  it("reads the rule of every route that has one", () => {
    expect(withRule.map(({ id }) => id)).toEqual(expect.arrayContaining(["root", "routes/game.$id"]));
  });

  for (const [name, answer] of Object.entries(answers)) {
    it(`loads the new address's data after ${name} while the address changes, on every route`, () => {
      const skipping = withRule
        .filter(({ rule }) => !rule(postAnswered("/game/1?type=items", "/game/1?type=moeda&coin=1", answer)))
        .map(({ id }) => id);
      expect(skipping).toEqual([]);
    });
  }

  it("keeps the game page's offers after an add to the cart on the page as it is", () => {
    const game = withRule.find(({ id }) => id === "routes/game.$id");
    const here = "/game/1?type=items";
    expect(game?.rule(postAnswered(here, here, answers["an answer"]))).toBe(false);
  });

  it("does not reload over a connection that was lost, on the page as it is", () => {
    const here = "/orders/7";
    const reloading = withRule
      .filter(({ rule }) => rule(postAnswered(here, here, answers["a lost connection"])))
      .map(({ id }) => id);
    expect(reloading).toEqual([]);
  });
});
