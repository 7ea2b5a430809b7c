// After delivery: within the window the settings name (from the delivery), the shopper confirms
// receipt or reports a problem, once. A problem flags the order for admins (the orders list puts it
// near the top), goes on the order's timeline and into the order's conversation as the shopper's
// message, so support answers it where they talk; after the window the order is final.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import * as v from "valibot";
import { asShopper } from "../accounts/staff-powers";
import type { Database } from "../db/client";
import { orderNotes, orders } from "../db/schema";
import type { ShopperOrigin } from "../kernel/audit-log";
import { DomainError } from "../kernel/domain-error";
import { logError } from "../kernel/log";
import { type Press, pressOf, recordIfApplied, selectPress } from "../presses/presses";
import { getStoreSettings } from "../settings/store-settings";
import { requireOrderAccess } from "./order-record";

export const problemSchema = v.object({
  message: v.pipe(
    v.string("orderTrust.errors.problemRequired"),
    v.trim(),
    v.nonEmpty("orderTrust.errors.problemRequired"),
    v.maxLength(1000, "orderTrust.errors.problemTooLong"),
  ),
});

export type ReceiptWord = { kind: "confirmed" } | { kind: "problem"; message: string };

export interface ReceiptDeps {
  db: Database;
  env: Env;
  /**
   * Where a reported problem goes: the order's conversation (chat/order-conversation.ts). Passed in,
   * since the chat about an order sits above the order (docs/decisions/053-areas-one-way.md).
   */
  postToOrderConversation(
    deps: { db: Database; env: Env },
    shopper: { id: number; name: string },
    orderId: number,
    content: string,
  ): Promise<void>;
}

/** Until when the shopper may still answer for an order delivered at `deliveredAt`. */
export function receiptDeadline(deliveredAt: string, windowDays: number): string {
  return new Date(Date.parse(deliveredAt) + windowDays * 24 * 60 * 60 * 1000).toISOString();
}

/**
 * The shopper's word on a delivered order. `pressKey`: the key the press carried (the form's hidden
 * field, the API's Idempotency-Key): the same press again (a double tap, a retried request) answers
 * as the first did, while a later, different press is refused as already answered. `from`: where
 * the shopper answered from, kept with the answer for a dispute's timeline.
 */
export async function answerDelivery(
  deps: ReceiptDeps,
  shopper: { id: number; name: string },
  orderId: number,
  word: ReceiptWord,
  {
    now = new Date(),
    pressKey,
    from = { ip: null, country: null },
  }: { now?: Date; pressKey?: string | undefined; from?: ShopperOrigin } = {},
): Promise<void> {
  const press = pressOf(shopper.id, `receipt:${word.kind}:${orderId}`, pressKey);
  const applied = await recordAnswer(deps.db, shopper, orderId, word, { now, press, from });
  if (word.kind !== "problem" || !applied) return;
  // The report stands (flag and timeline) even if the conversation cannot take it right now.
  await deps
    .postToOrderConversation(deps, shopper, orderId, word.message)
    .catch((error: unknown) => logError("problem_not_posted", error, { orderId }));
}

/** The answer itself, once, while the window is open: false when it was `press`'s, already recorded. */
async function recordAnswer(
  db: Database,
  shopper: { id: number },
  orderId: number,
  word: ReceiptWord,
  { now, press, from }: { now: Date; press: Press | null; from: ShopperOrigin },
): Promise<boolean> {
  // Only the order's own shopper answers for it (an admin reading the page does not).
  const { userId } = await requireOrderAccess(db, asShopper(shopper.id), orderId);
  const { receiptWindowDays } = await getStoreSettings(db);
  const at = now.toISOString();
  const deliveredAfter = new Date(now.getTime() - receiptWindowDays * 24 * 60 * 60 * 1000).toISOString();
  const open = and(
    eq(orders.id, orderId),
    eq(orders.userId, userId),
    eq(orders.status, "concluído"),
    isNull(orders.receipt),
    gt(orders.deliveredAt, deliveredAfter),
  );
  const text = word.kind === "problem" ? word.message : "";
  const [, answered, ...pressed] = await db.batch([
    // The timeline entry only while the answer is still open, like the answer itself.
    db.insert(orderNotes).select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          orderId: orders.id,
          kind: sql<string>`${word.kind}`.as("kind"),
          text: sql<string>`${text}`.as("text"),
          actorUserId: sql<number>`${userId}`.as("actor_user_id"),
          createdAt: sql<string>`${at}`.as("created_at"),
        })
        .from(orders)
        .where(open),
    ),
    db
      .update(orders)
      .set({ receipt: word.kind, receiptAt: at, receiptIp: from.ip, receiptCountry: from.country, updatedAt: at })
      .where(open)
      .returning({ id: orders.id }),
    // Right after the answer: recorded only if it was this press that answered.
    ...(press ? [recordIfApplied(db, press, now), selectPress(db, press)] : []),
  ]);
  if (answered.length > 0) return true;
  if (pressed.length > 0 && (pressed[1] as unknown[]).length > 0) return false;
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (order?.receipt) throw new DomainError("already_answered", "orderTrust.errors.alreadyAnswered", 409);
  if (order?.status !== "concluído") throw new DomainError("not_delivered", "orderTrust.errors.notDelivered", 409);
  throw new DomainError("receipt_window_closed", "orderTrust.errors.windowClosed", 409);
}
