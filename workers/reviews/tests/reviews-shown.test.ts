// Reviews where people read them (issue 33): the game page (its rating, first reviews and JSON-LD,
// in both languages), the game's reviews page, the home page's review section, and the admin's
// screen for hiding, showing again and answering them. A hidden review shows nowhere public.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { gameNamed } from "../../../tests/workers/support/catalogue-rows";
import { insertDeliveredOrder } from "../../../tests/workers/support/delivered-order";
import { fetchWorker, postForm } from "../../../tests/workers/support/store";
import { db, visibleText } from "../../../tests/workers/support/worker";
import { orderReviews, users } from "../../db/schema";
import { answerReview, hideReview, moderationDeps } from "../moderation";
import { reviewSummary } from "../read";
import { postReview } from "../write";

let admin = { id: 0, from: { ip: null, device: null } };
let adminSession = "";

beforeAll(async () => {
  await seedOnce();
  adminSession = await adminCookie();
  const row = await db.query.users.findFirst({ where: eq(users.isAdmin, true) });
  admin = { id: row?.id ?? 0, from: { ip: null, device: null } };
});

/** A shopper named `name` reviews the item line of a fresh delivered World of Warcraft order. */
async function reviewed(
  name: string,
  review: { rating: number; text: string; language: "en" | "pt"; deliveryMinutes?: number },
) {
  const { account } = await shopperSession(name.toLowerCase().replace(/\W+/g, "-"));
  const [user] = await db.update(users).set({ name }).where(eq(users.email, account.email)).returning();
  if (!user) throw new Error("no user");
  const { order, itemLine, game } = await insertDeliveredOrder(user.id, {
    deliveryMinutes: review.deliveryMinutes ?? 18,
  });
  const written = await postReview(
    { db, env },
    user,
    order.id,
    { lineId: itemLine.id, rating: review.rating, text: review.text },
    review.language,
  );
  return { review: written, order, game };
}

async function html(path: string, language: "en" | "pt" = "en", cookie?: string) {
  const response = await fetchWorker(path, {}, { language, cookie });
  expect(response.status, path).toBe(200);
  return response.text();
}

function productData(page: string): Record<string, unknown> {
  const match = page.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
  if (!match?.[1]) throw new Error("no JSON-LD");
  return JSON.parse(match[1]);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Google's review snippet rules: the rating's value and count, each review's rating and named author. */
function expectReviewSnippetShape(data: Record<string, unknown>, count: number) {
  expect(data["@type"]).toBe("Product");
  expect(data.aggregateRating).toMatchObject({
    "@type": "AggregateRating",
    reviewCount: count,
    bestRating: 5,
    worstRating: 1,
  });
  const value = (data.aggregateRating as { ratingValue: number }).ratingValue;
  expect(typeof value).toBe("number");
  expect(value).toBeGreaterThanOrEqual(1);
  expect(value).toBeLessThanOrEqual(5);
  const reviews = data.review as Array<Record<string, unknown>>;
  expect(reviews.length).toBeGreaterThan(0);
  for (const review of reviews) {
    expect(review["@type"]).toBe("Review");
    expect(review.reviewRating).toMatchObject({ "@type": "Rating", bestRating: 5, worstRating: 1 });
    const stars = (review.reviewRating as { ratingValue: number }).ratingValue;
    expect(Number.isInteger(stars) && stars >= 1 && stars <= 5).toBe(true);
    expect(review.author).toMatchObject({ "@type": "Person" });
    const author = (review.author as { name: string }).name;
    expect(author.length).toBeGreaterThan(0);
    expect(author.length).toBeLessThan(100);
    expect(review.datePublished).toMatch(ISO_DATE);
    expect(["en", "pt"]).toContain(review.inLanguage);
  }
}

describe("the game page's reviews", () => {
  it("shows the rating by the title and the newest reviews with that order's delivery time, in English", async () => {
    const { game } = await reviewed("Maria Silva Santos", {
      rating: 4,
      text: "Fast and friendly delivery",
      language: "en",
      deliveryMinutes: 18,
    });
    const page = await html(`/game/${game.id}`);
    const text = visibleText(page);
    const title = page.indexOf("<h1");
    const header = visibleText(page.slice(title, page.indexOf("</header>", title)));
    expect(header).toMatch(/out of 5 · \d+ reviews?/);
    const section = visibleText(page.slice(page.indexOf('id="reviews"')));
    expect(section).toContain("Reviews from delivered orders");
    expect(section).toContain("Maria S.");
    expect(section).toContain("4 out of 5 stars");
    expect(section).toContain("Fast and friendly delivery");
    expect(section).toContain("Delivered in 18 min");
    expect(section).toContain("Written in English");
    expect(section).toContain("Bought: Items");
    expect(text).not.toContain("Maria Silva Santos");
    // The list is the server's HTML: it is there before any script runs.
    expect(page).toMatch(/<li class="review-card surface" data-review="\d+"/);
  });

  it("puts reviews in the page's language first and carries them in Portuguese", async () => {
    const { game } = await reviewed("João Pereira", { rating: 5, text: "Chegou rapidinho", language: "pt" });
    await reviewed("Late Writer", { rating: 3, text: "Written after the Portuguese one", language: "en" });
    const pt = await html(`/game/${game.id}`, "pt");
    const section = visibleText(pt.slice(pt.indexOf('id="reviews"')));
    expect(section).toContain("Avaliações de pedidos entregues");
    expect(section).toContain("João P.");
    expect(section).toContain("Entregue em 18 min");
    expect(section).toContain("Escrita em português");
    expect(section.indexOf("Chegou rapidinho")).toBeLessThan(section.indexOf("Written after the Portuguese one"));
    const en = visibleText(await html(`/game/${game.id}`, "en"));
    expect(en.indexOf("Written after the Portuguese one")).toBeLessThan(en.indexOf("Chegou rapidinho"));
  });

  it("gives search engines aggregateRating and review from the visible reviews only, in both languages", async () => {
    const { game } = await reviewed("Json Person", { rating: 2, text: "Structured", language: "en" });
    const count = await db.$count(orderReviews, eq(orderReviews.gameId, game.id));
    for (const language of ["en", "pt"] as const) {
      const data = productData(await html(`/game/${game.id}`, language));
      expectReviewSnippetShape(data, count);
      const bodies = (data.review as Array<{ reviewBody?: string }>).map((review) => review.reviewBody);
      expect(bodies).toContain("Structured");
    }
  });

  it("leaves rating and reviews out of the structured data of a game nobody reviewed", async () => {
    const tibia = await gameNamed("Tibia");
    const page = await html(`/game/${tibia.id}`);
    const data = productData(page);
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("review");
    expect(visibleText(page)).toContain("No reviews yet.");
  });

  it("shows a hidden review nowhere: game page, its structured data, the reviews page, the home page", async () => {
    const { review, game } = await reviewed("Hidden Writer", {
      rating: 1,
      text: "Buy cheaper at another-store dot com",
      language: "en",
    });
    expect(await html(`/game/${game.id}`)).toContain("Buy cheaper at another-store dot com");
    expect(await html("/")).toContain("Buy cheaper at another-store dot com");
    await hideReview(moderationDeps(db, env), admin, review.id, "Advertising");
    for (const path of [`/game/${game.id}`, `/game/${game.id}/reviews`, "/"]) {
      const page = await html(path);
      expect(page, path).not.toContain("another-store");
      expect(page, path).not.toContain("Hidden W.");
    }
  });

  it("shows the store's public answer under the review", async () => {
    const { review, game } = await reviewed("Asked Person", { rating: 3, text: "Took a while", language: "en" });
    await answerReview({ db, env }, admin, review.id, "Sorry, a server was down that night.");
    const page = await html(`/game/${game.id}`);
    const card = page.slice(page.indexOf(`data-review="${review.id}"`));
    expect(visibleText(card.slice(0, card.indexOf("</figure>")))).toContain(
      "The store's answer Sorry, a server was down that night.",
    );
  });

  it("lists every review on the game's reviews page, ten a page, with plain page links", async () => {
    let game = await gameNamed("World of Warcraft");
    for (let index = 0; index < 10; index += 1) {
      game = (await reviewed(`Paged Person${index}`, { rating: 5, text: `Paged ${index}`, language: "en" })).game;
    }
    const first = await html(`/game/${game.id}/reviews`);
    expect(visibleText(first)).toContain("Reviews of World of Warcraft");
    expect(first.match(/data-review="\d+"/g)).toHaveLength(10);
    expect(first).toContain(`href="/game/${game.id}/reviews?page=2"`);
    // The game page shows the first five and links to the rest; its rating counts them all.
    const gamePage = await html(`/game/${game.id}`);
    expect(gamePage.match(/data-review="\d+"/g)).toHaveLength(5);
    expect(gamePage).toContain(`href="/game/${game.id}/reviews"`);
    const rating = await reviewSummary(db, { gameId: game.id });
    expect(rating.count).toBeGreaterThanOrEqual(10);
    expect(productData(gamePage).aggregateRating).toMatchObject({
      reviewCount: rating.count,
      ratingValue: rating.average,
    });
    const second = await html(`/game/${game.id}/reviews?page=2`);
    expect(second.match(/data-review="\d+"/g)?.length).toBeGreaterThan(0);
    expect(visibleText(second)).not.toContain("Paged 9");
  });
});

describe("the home page's review section", () => {
  it("shows the latest real reviews in the page's language, with the examples only while there are fewer than three", async () => {
    const examplesOn = (page: string) => page.match(/data-example-review="\d+"/g)?.length ?? 0;
    const realOn = (page: string) => page.match(/data-review="\d+"/g)?.length ?? 0;
    const visiblePt = async () =>
      (await db.select().from(orderReviews).where(eq(orderReviews.language, "pt"))).filter((row) => !row.hiddenAt)
        .length;
    // Whatever Portuguese reviews earlier tests wrote, examples fill up to three.
    let home = await html("/", "pt");
    const before = Math.min(3, await visiblePt());
    expect(realOn(home)).toBe(before);
    expect(examplesOn(home)).toBe(3 - before);
    for (let index = before; index < 3; index += 1) {
      await reviewed(`Casa Pessoa${index}`, { rating: 5, text: `Ótima loja ${index}`, language: "pt" });
    }
    home = await html("/", "pt");
    expect(realOn(home)).toBe(3);
    expect(examplesOn(home)).toBe(0);
    expect(visibleText(home)).toContain("Entregue em 18 min");
    // The English page shows only reviews written in English.
    const en = await html("/", "en");
    expect(en).not.toContain("Ótima loja");
  });
});

describe("the admin's review screen", () => {
  it("refuses a shopper and sends a visitor to sign in", async () => {
    const { cookie } = await shopperSession("not-admin");
    const asShopper = await fetchWorker("/admin/reviews", {}, { cookie });
    expect(asShopper.status).toBe(302);
    expect(asShopper.headers.get("Location")).toBe("/");
    const visitor = await fetchWorker("/admin/reviews");
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?/);
  });

  it("lists reviews newest first, filters them, hides with a required reason and shows again", async () => {
    const older = await reviewed("Older Admin Case", { rating: 2, text: "Older text", language: "en" });
    const { review, game } = await reviewed("Admin Case", { rating: 1, text: "Rude words here", language: "en" });
    const list = await html("/admin/reviews", "en", adminSession);
    expect(list.indexOf(`data-review="${review.id}"`)).toBeLessThan(list.indexOf(`data-review="${older.review.id}"`));
    const ones = await html("/admin/reviews?rating=1", "en", adminSession);
    expect(ones).toContain(`data-review="${review.id}"`);
    expect(ones).not.toContain(`data-review="${older.review.id}"`);

    const noReason = await postForm(
      "/admin/reviews",
      { intent: "hide", review_id: String(review.id), reason: "  " },
      { cookie: adminSession },
    );
    expect(noReason.status).toBe(400);
    const refusedRow = await noReason.text();
    const row = refusedRow.slice(refusedRow.indexOf(`data-review="${review.id}"`));
    expect(visibleText(row.slice(0, row.indexOf("</tr>")))).toContain("Say why the review is hidden");

    const hidden = await postForm(
      "/admin/reviews",
      { intent: "hide", review_id: String(review.id), reason: "Insults" },
      { cookie: adminSession },
    );
    expect(hidden.status).toBe(200);
    expect(visibleText(await hidden.text())).toContain(`Review #${review.id} is hidden`);
    expect(await html(`/game/${game.id}`)).not.toContain("Rude words here");
    const hiddenList = visibleText(await html("/admin/reviews?shown=hidden", "en", adminSession));
    expect(hiddenList).toContain("Hidden: Insults");
    expect(await html("/admin/reviews?shown=visible", "en", adminSession)).not.toContain(`data-review="${review.id}"`);

    const shown = await postForm(
      "/admin/reviews",
      { intent: "unhide", review_id: String(review.id) },
      { cookie: adminSession },
    );
    expect(shown.status).toBe(200);
    expect(await html(`/game/${game.id}`)).toContain("Rude words here");
  });

  it("answers a review publicly and edits the answer, in Portuguese too", async () => {
    const { review, game } = await reviewed("Answer Case", { rating: 4, text: "Good", language: "en" });
    const pt = visibleText(await html("/admin/reviews", "pt", adminSession));
    expect(pt).toContain("Avaliações");
    expect(pt).toContain("Por que ocultar (o autor é avisado)");
    const empty = await postForm(
      "/admin/reviews",
      { intent: "answer", review_id: String(review.id), reply: "" },
      { cookie: adminSession },
    );
    expect(empty.status).toBe(400);
    for (const reply of ["Thanks!", "Thank you, see you soon!"]) {
      const answered = await postForm(
        "/admin/reviews",
        { intent: "answer", review_id: String(review.id), reply },
        { cookie: adminSession },
      );
      expect(answered.status).toBe(200);
      expect(visibleText(await html(`/game/${game.id}`))).toContain(reply);
    }
    expect(await html(`/game/${game.id}`)).not.toContain("Thanks!");
  });
});
