// The admin hides a review with a reason (audited, its author emailed) or answers it publicly.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, db, seedCatalogue } from "../../../tests/workers/support/catalogue-rows";
import { insertDeliveredOrder } from "../../../tests/workers/support/delivered-order";
import { auditLog, devEmails } from "../../db/schema";
import { createMailer } from "../../effects/mailer";
import { publicOrigin } from "../../kernel/public-origin";
import { answerReview, hideReview, unhideReview } from "../moderation";
import { gameReviews, ownReview, reviewSummary } from "../read";
import { postReview } from "../write";

const deps = () => ({ db, env, mailer: createMailer(env, db), origin: publicOrigin(env) });
let admin: { id: number; from: { ip: string; device: string } };

beforeAll(async () => {
  await seedCatalogue();
  admin = { ...(await createShopper("Store Admin")), from: { ip: "203.0.113.9", device: "Firefox, Linux" } };
});

async function writtenReview(name: string) {
  const shopper = await createShopper(name);
  const { order, itemLine, game } = await insertDeliveredOrder(shopper.id);
  const review = await postReview(
    { db, env },
    shopper,
    order.id,
    { lineId: itemLine.id, rating: 1, text: "spam spam" },
    "en",
  );
  return { shopper, order, review, game };
}

describe("hiding a review", () => {
  it("takes it off the game's reviews and rating, audits it and emails its author the reason", async () => {
    const { shopper, order, review, game } = await writtenReview("Hidden Author");
    const before = await reviewSummary(db, { gameId: game.id });
    await hideReview(deps(), admin, review.id, "  Advertising another store  ");

    expect((await gameReviews(db, game.id, "en", { limit: 100 })).map((row) => row.id)).not.toContain(review.id);
    expect((await reviewSummary(db, { gameId: game.id })).count).toBe(before.count - 1);
    // Its author still sees it on their order, with why it was hidden.
    expect((await ownReview(db, review.id)).hiddenReason).toBe("Advertising another store");

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "review"), eq(auditLog.entityId, String(review.id))));
    expect(audit).toMatchObject([{ actorUserId: admin.id, action: "hide_review" }]);

    const emails = await db.select().from(devEmails).where(eq(devEmails.to, shopper.email));
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe(`Your review of order #${order.id} was hidden`);
    expect(emails[0]?.text).toContain("Advertising another store");
    expect(emails[0]?.text).toContain(`http://store.test/orders/${order.id}`);
  });

  it("needs a reason, refuses an unknown review, and hides once", async () => {
    const { review } = await writtenReview("Twice Hidden");
    await expect(hideReview(deps(), admin, review.id, "   ")).rejects.toMatchObject({ status: 400, field: "reason" });
    await expect(hideReview(deps(), admin, 999_999, "why")).rejects.toMatchObject({ status: 404 });
    await hideReview(deps(), admin, review.id, "Insults");
    await expect(hideReview(deps(), admin, review.id, "Again")).rejects.toMatchObject({
      status: 409,
      code: "review_already_hidden",
    });
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(review.id)));
    expect(audit.filter((row) => row.entity === "review")).toHaveLength(1);
  });
});

describe("showing a hidden review again", () => {
  it("puts it back in the game's reviews and rating, audited, and refuses one that is not hidden", async () => {
    const { review, game } = await writtenReview("Unhidden Author");
    const before = await reviewSummary(db, { gameId: game.id });
    await expect(unhideReview({ db, env }, admin, review.id)).rejects.toMatchObject({
      status: 409,
      code: "review_not_hidden",
    });
    await hideReview(deps(), admin, review.id, "By mistake");
    await unhideReview({ db, env }, admin, review.id);
    expect((await gameReviews(db, game.id, "en", { limit: 100 })).map((row) => row.id)).toContain(review.id);
    expect((await reviewSummary(db, { gameId: game.id })).count).toBe(before.count);
    expect((await ownReview(db, review.id)).hiddenReason).toBeNull();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "review"), eq(auditLog.entityId, String(review.id))));
    expect(audit.map((row) => row.action)).toEqual(["hide_review", "unhide_review"]);
    await expect(unhideReview({ db, env }, admin, 999_999)).rejects.toMatchObject({ status: 404 });
  });
});

describe("answering a review", () => {
  it("shows the store's answer under the review, audited", async () => {
    const { review, game } = await writtenReview("Answered Author");
    await answerReview({ db, env }, admin, review.id, "Sorry about the wait, we are on it.");
    const shown = (await gameReviews(db, game.id, "en", { limit: 100 })).find((row) => row.id === review.id);
    expect(shown?.reply).toBe("Sorry about the wait, we are on it.");
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "review"), eq(auditLog.entityId, String(review.id))));
    expect(audit).toMatchObject([{ action: "answer_review", before: { reply: null } }]);
    await expect(answerReview({ db, env }, admin, review.id, "")).rejects.toMatchObject({
      status: 400,
      field: "reply",
    });
  });
});
