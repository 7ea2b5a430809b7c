// The admin's word on a review: hide it with a reason (its author is emailed why) or answer it
// publicly. Each change is written in one batch with its audit entry, so none happens unrecorded.
import { and, eq, isNull } from "drizzle-orm";
import { fallbackLanguage, isLanguage } from "../../shared/i18n/config";
import { translatorFor } from "../../shared/i18n/translators";
import type { Database } from "../db/client";
import { orderReviews, users } from "../db/schema";
import { createMailer, type Mailer } from "../effects/mailer";
import { type AuditOrigin, auditStatement } from "../kernel/audit-log";
import { bumpCatalogueVersion } from "../kernel/catalogue-version";
import { DomainError } from "../kernel/domain-error";
import { type PublicOrigin, publicOrigin } from "../kernel/public-origin";
import { composeEmail } from "../mail/compose";

export interface ModerationDeps {
  db: Database;
  env: Pick<Env, "CACHE_VERSIONS">;
  mailer: Mailer;
  /** The store's configured address, for the link to the order in the email. */
  origin: PublicOrigin;
}

/** The deps of a moderation from the Worker's bindings: the durable mailer and the configured address. */
export function moderationDeps(db: Database, env: Env): ModerationDeps {
  return { db, env, mailer: createMailer(env, db), origin: publicOrigin(env) };
}

/** The staff member moderating, and from where (their audit entries record it). */
export interface Moderator {
  id: number;
  from: AuditOrigin;
}

const MAX_NOTE = 1000;

function requireNote(text: string, field: "reason" | "reply"): string {
  const note = text.trim();
  if (note === "") throw new DomainError(`${field}_required`, `reviews.errors.${field}Required`, 400, field);
  if (note.length > MAX_NOTE) throw new DomainError(`${field}_too_long`, "reviews.errors.textTooLong", 400, field);
  return note;
}

const reviewNotFound = () => new DomainError("review_not_found", "reviews.errors.reviewNotFound", 404);

/** Takes a review off every page and count; its author is told why by email. Hiding twice changes nothing. */
export async function hideReview(deps: ModerationDeps, admin: Moderator, reviewId: number, reasonText: string) {
  const reason = requireNote(reasonText, "reason");
  const { db } = deps;
  const review = await db.query.orderReviews.findFirst({
    columns: { orderId: true, userId: true, hiddenAt: true },
    where: eq(orderReviews.id, reviewId),
  });
  if (!review) throw reviewNotFound();
  if (review.hiddenAt) throw new DomainError("review_already_hidden", "reviews.errors.alreadyHidden", 409);
  const at = new Date().toISOString();
  await db.batch([
    db
      .update(orderReviews)
      .set({ hiddenAt: at, hiddenReason: reason })
      .where(and(eq(orderReviews.id, reviewId), isNull(orderReviews.hiddenAt))),
    auditStatement(db, {
      actorUserId: admin.id,
      from: admin.from,
      action: "hide_review",
      entity: "review",
      entityId: reviewId,
      before: null,
      after: { hiddenAt: at, reason },
    }),
  ]);
  await bumpCatalogueVersion(deps.env.CACHE_VERSIONS);
  await tellAuthor(deps, review, reason);
}

/**
 * Puts a hidden review back on the pages and in the counts (a hide by mistake), audited. Its author
 * was told it was hidden; they see it shown again on their order page.
 */
export async function unhideReview(deps: Pick<ModerationDeps, "db" | "env">, admin: Moderator, reviewId: number) {
  const { db } = deps;
  const review = await db.query.orderReviews.findFirst({
    columns: { hiddenAt: true, hiddenReason: true },
    where: eq(orderReviews.id, reviewId),
  });
  if (!review) throw reviewNotFound();
  if (!review.hiddenAt) throw new DomainError("review_not_hidden", "reviewsShown.errors.notHidden", 409);
  await db.batch([
    db.update(orderReviews).set({ hiddenAt: null, hiddenReason: null }).where(eq(orderReviews.id, reviewId)),
    auditStatement(db, {
      actorUserId: admin.id,
      from: admin.from,
      action: "unhide_review",
      entity: "review",
      entityId: reviewId,
      before: { hiddenAt: review.hiddenAt, reason: review.hiddenReason },
      after: null,
    }),
  ]);
  await bumpCatalogueVersion(deps.env.CACHE_VERSIONS);
}

async function tellAuthor(deps: ModerationDeps, review: { orderId: number; userId: number }, reason: string) {
  const author = await deps.db.query.users.findFirst({
    columns: { email: true, name: true, locale: true },
    where: eq(users.id, review.userId),
  });
  if (!author) return;
  const language = isLanguage(author.locale) ? author.locale : fallbackLanguage;
  const t = translatorFor(language);
  await deps.mailer.send(
    composeEmail({
      to: author.email,
      language,
      subject: t("reviews.email.hiddenSubject", { id: review.orderId }),
      greeting: t("emails.common.greeting", { name: author.name }),
      intro: [t("reviews.email.hiddenIntro", { id: review.orderId }), reason],
      action: { label: t("orderEmails.viewOrder"), url: new URL(`/orders/${review.orderId}`, deps.origin).toString() },
      outro: [t("reviews.email.hiddenOutro")],
      linkFallback: t("emails.common.linkFallback"),
      signature: t("emails.common.signature"),
    }),
    { orderId: review.orderId },
  );
}

/** The store's public answer, shown under the review; a second answer replaces the first. */
export async function answerReview(
  deps: Pick<ModerationDeps, "db" | "env">,
  admin: Moderator,
  reviewId: number,
  replyText: string,
) {
  const reply = requireNote(replyText, "reply");
  const { db } = deps;
  const before = await db.query.orderReviews.findFirst({
    columns: { reply: true },
    where: eq(orderReviews.id, reviewId),
  });
  if (!before) throw reviewNotFound();
  await db.batch([
    db.update(orderReviews).set({ reply, repliedAt: new Date().toISOString() }).where(eq(orderReviews.id, reviewId)),
    auditStatement(db, {
      actorUserId: admin.id,
      from: admin.from,
      action: "answer_review",
      entity: "review",
      entityId: reviewId,
      before: { reply: before.reply },
      after: { reply },
    }),
  ]);
  await bumpCatalogueVersion(deps.env.CACHE_VERSIONS);
}
