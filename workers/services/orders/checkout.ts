// Checkout: turns the shopper's server-side cart into a pending order priced from D1, then opens a
// payment session for it. Whatever the client sends as prices or lines is never used.
import { and, eq, sql } from "drizzle-orm";
import type { Language } from "../../../app/i18n/config";
import type { Database } from "../../db/client";
import { orderLines, orderStatusHistory, orders, type PaymentMethod } from "../../db/schema";
import { loadCart } from "../cart/cart-store";
import { availableLines, type PricedLine, priceLines } from "../cart/pricing";
import { DomainError } from "../domain-error";
import type { CheckoutFlow, CheckoutSession, PaymentProvider } from "../payments/provider";
import { isUniqueViolation } from "./payment-events";
import { cancelPendingOrdersOf } from "./status-statements";

export interface CheckoutDeps {
  db: Database;
  carts: KVNamespace;
  provider: PaymentProvider;
}

export interface CheckoutRequest {
  user: { id: number; email: string | null };
  paymentMethod: PaymentMethod;
  flow: CheckoutFlow;
  currency: string;
  language: Language;
  /** The store's own origin, for the return URLs. */
  origin: string;
}

export interface CheckoutResult {
  orderId: number;
  totalCents: number;
  session: CheckoutSession;
}

function lineName(line: PricedLine): string {
  return line.kind === "coin" ? `${line.coinAmount.toLocaleString("en-US")} ${line.coinName ?? line.name}` : line.name;
}

export async function startCheckout(deps: CheckoutDeps, request: CheckoutRequest): Promise<CheckoutResult> {
  const { db, carts, provider } = deps;
  if (request.paymentMethod === "pix")
    throw new DomainError("pix_unavailable", "checkout.pixUnavailable", 422, "metodo_pagamento");

  const cart = await loadCart(carts, request.user.id);
  const priced = await priceLines(db, cart.lines);
  if (priced.lines.length === 0) throw new DomainError("empty_cart", "checkout.emptyCart", 422);
  // Something in the cart can no longer be bought: the shopper reviews the cart before paying.
  if (availableLines(priced).length !== priced.lines.length)
    throw new DomainError("cart_changed", "checkout.cartChanged", 409);

  const userId = request.user.id;
  const previous = await db
    .select({ id: orders.id, sessionId: orders.providerSessionId })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "pendente")));
  const newOrderId = sql<number>`(select max(${orders.id}) from ${orders} where ${orders.userId} = ${userId})`;
  const timestamp = new Date().toISOString();
  let created: { id: number } | undefined;
  try {
    const results = await db.batch([
      // An older unpaid order of this shopper is replaced: at most one order is ever payable.
      ...cancelPendingOrdersOf(db, userId),
      db.insert(orders).values({
        userId,
        status: "pendente",
        paymentMethod: request.paymentMethod,
        currency: request.currency,
        totalCents: priced.totalCents,
        createdAt: timestamp,
        updatedAt: timestamp,
      }),
      db.insert(orderLines).values(
        priced.lines.map((line) => ({
          orderId: newOrderId,
          gameId: line.line.gameId,
          itemId: line.line.itemId,
          coinOfferId: line.line.coinOfferId,
          gameName: line.gameName,
          name: line.name,
          coinName: line.coinName,
          unitName: line.unitName,
          nickname: line.line.nickname,
          server: line.line.server,
          platform: line.line.platform,
          unitPriceCents: line.unitPriceCents,
          quantity: line.line.quantity,
          coinAmount: line.coinAmount,
          lineTotalCents: line.lineTotalCents,
        })),
      ),
      db.insert(orderStatusHistory).values({
        orderId: newOrderId,
        fromStatus: null,
        toStatus: "pendente",
        reason: "created",
        createdAt: timestamp,
      }),
      db.select({ id: orders.id }).from(orders).where(eq(orders.id, newOrderId)),
    ]);
    created = results[5][0];
  } catch (error) {
    // Another checkout of this cart committed first and holds the one payable order.
    if (isUniqueViolation(error)) throw new DomainError("checkout_in_progress", "checkout.inProgress", 409);
    throw error;
  }
  if (!created) throw new Error("order insert returned no id");
  const orderId = created.id;

  await Promise.all(
    previous.flatMap((order) =>
      order.sessionId ? [provider.expireCheckoutSession(order.sessionId).catch(() => undefined)] : [],
    ),
  );

  let session: CheckoutSession;
  try {
    session = await provider.createCheckoutSession({
      orderId,
      userId,
      customerEmail: request.user.email,
      currency: request.currency,
      lines: priced.lines.map((line) => ({
        name: `${line.gameName} · ${lineName(line)} · ${line.line.nickname}`,
        unitAmountCents: line.unitPriceCents,
        quantity: line.line.quantity,
      })),
      totalCents: priced.totalCents,
      successUrl: `${request.origin}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${request.origin}/checkout-cancel?session_id={CHECKOUT_SESSION_ID}`,
      flow: request.flow,
      language: request.language,
    });
  } catch (error) {
    // No half-open order: without a payment session the order is closed at once.
    await db.batch([
      db
        .insert(orderStatusHistory)
        .values({ orderId, fromStatus: "pendente", toStatus: "cancelado", reason: "payment_session_failed" }),
      db.update(orders).set({ status: "cancelado", updatedAt: new Date().toISOString() }).where(eq(orders.id, orderId)),
    ]);
    console.error("payment session failed", error);
    throw new DomainError("payment_session_failed", "checkout.sessionFailed", 502);
  }
  await db.update(orders).set({ providerSessionId: session.sessionId }).where(eq(orders.id, orderId));
  return { orderId, totalCents: priced.totalCents, session };
}
