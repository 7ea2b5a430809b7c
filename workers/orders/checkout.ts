// Checkout: turns the shopper's server-side cart into their pending order priced from D1, then opens
// a payment session for it. Whatever the client sends as prices or lines is never used. A shopper
// who already has a pending order (a retry, another payment method, a cart changed since) gets that
// same order brought up to date with the cart, not a new one beside a trail of cancelled ones.
import { and, eq } from "drizzle-orm";
import { isWithinLineLimits } from "../../shared/cart/limits";
import type { Currency } from "../../shared/prices";
import { getPromisedCart } from "../cart/cart";
import { availableLines, linesBeyondStock } from "../cart/pricing";
import type { PromisedLine } from "../cart/promised-cart";
import type { Database } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { orderLines, orderStatusHistory, orders } from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import type { PaymentProvider } from "../payments/provider";
import { policiesVersion } from "../policies/policies";
import {
  type AppliedCode,
  applyCode,
  type CodeCheck,
  dropUseStatement,
  isUseRefused,
  refusalAfterRace,
  takeUseStatement,
} from "../promotions/apply";
import { isStockShort } from "../stock/holds";
import { outOfStock } from "../stock/refusals";
import { termsDigest, unlessRefused } from "./live-session";
import {
  attemptInProgress,
  type ClaimedOrder,
  claimedOrderId,
  claimLost,
  claimPendingOrder,
  holdStockForClaim,
  insertLinesForClaim,
  liveAttemptOf,
  newClaim,
  type OrderLineValues,
  openPaymentSession,
  orTheConcurrentSession,
  type PaymentAttemptRequest,
  type PaymentAttemptResult,
  stockShortage,
} from "./payment-attempt";
import { refusePix } from "./payment-options";

export interface CheckoutDeps {
  db: Database;
  provider: PaymentProvider;
}

export interface CheckoutRequest extends PaymentAttemptRequest {
  /**
   * The shopper's currency now: the cart is priced in it, and the order (new, or the pending one brought
   * up to date) takes it, so a shopper who switched currency pays the cart re-priced, never a mix.
   */
  currency: Currency;
  /** A discount code the shopper entered; the order holds one of its uses from now (promotions/apply.ts). */
  code?: string | null;
  /** Where Cloudflare placed the shopper's address (ISO 3166-1 alpha-2); a risk rule compares it with the card's. */
  country?: string | null;
}

export type CheckoutResult = PaymentAttemptResult;

/** The order's totals: what its lines add up to, less the code's discount. */
interface OrderMoney {
  totalCents: number;
  discountCents: number;
  applied: AppliedCode | null;
  /** How the code was checked, to say why when its use is refused as the order is written. */
  check: CodeCheck | null;
}

function lineValues(line: PromisedLine): OrderLineValues {
  return {
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
    // The promise the shopper saw at checkout; paying sets the order's deliver_by from the longest.
    deliveryMinutes: line.deliveryMinutes,
    // Paying takes exactly this quantity off this cart line (cart-store.ts, takeOrderedLines).
    cartLineId: line.line.id,
    // How it is handed over, as chosen: a copy, so a method renamed later changes no order.
    delivery: line.delivery,
  };
}

/** What checkout from the cart would charge now, read without writing: the pending order, the lines, the money and their terms. */
async function priceCheckout(db: Database, request: CheckoutRequest) {
  // Pix is sold in reais only: the order takes the shopper's currency (a pending order is brought up to it).
  refusePix(request.paymentMethod, request.currency, request.settings);

  const priced = await getPromisedCart({ db, currency: request.currency }, request.user.id);
  if (priced.lines.length === 0) throw new DomainError("empty_cart", "checkout.emptyCart", 422);
  // Something in the cart can no longer be bought: the shopper reviews the cart before paying.
  if (availableLines(priced).length !== priced.lines.length)
    throw new DomainError("cart_changed", "checkout.cartChanged", 409);
  // The same line limits as the game page and the cart: a cart saved under older limits (or
  // written around them) is never charged for more than one line may hold.
  if (!priced.lines.every(({ line }) => isWithinLineLimits(line)))
    throw new DomainError("quantity_too_large", "checkout.lineAboveLimit", 422);
  // A line beyond what is left of it (the cart says which): refused before any session is touched.
  const [short] = linesBeyondStock(priced);
  if (short) {
    const baseUnit = short.kind === "coin" && short.line.quantity > 0 ? short.coinAmount / short.line.quantity : null;
    throw outOfStock({ ...short.line, baseUnit, name: short.name }, short.stockLeft ?? 0, request.language);
  }

  const pending = await db.query.orders.findFirst({
    columns: { id: true, providerSessionId: true },
    where: and(eq(orders.userId, request.user.id), eq(orders.status, "pendente")),
  });
  const check: CodeCheck | null = request.code
    ? {
        code: request.code,
        pricing: priced.pricing,
        language: request.language,
        userId: request.user.id,
        lines: priced.lines.map(({ line, lineTotalCents }) => ({
          gameId: line.gameId,
          itemId: line.itemId,
          coinOfferId: line.coinOfferId,
          totalCents: lineTotalCents,
        })),
        exceptOrderId: pending?.id ?? null,
      }
    : null;
  const applied = check ? await applyCode(db, check) : null;
  const lines = priced.lines.map((line, index) => ({
    ...lineValues(line),
    discountCents: applied?.lineDiscounts[index] ?? 0,
  }));
  const discountCents = applied?.discountCents ?? 0;
  const money: OrderMoney = { totalCents: priced.totalCents - discountCents, discountCents, applied, check };
  const terms = await termsDigest({ ...orderValues(money, request), flow: request.flow, lines });
  // The same cart, method and money as the session the order has: that session, still live elsewhere.
  const live = pending ? await liveAttemptOf(db, { ...pending, ...money }, { ...request, terms }) : null;
  // What the shopper accepts by paying: recorded on the order, for a dispute's evidence.
  const values = {
    ...orderValues(money, request),
    policiesAccepted: await policiesVersion(db, request.language),
    checkoutCountry: request.country ?? null,
  };
  return { pending, lines, money, values, terms, live };
}

/** The same press twice at once answers one session (orTheConcurrentSession). */
export function startCheckout(deps: CheckoutDeps, request: CheckoutRequest): Promise<CheckoutResult> {
  return orTheConcurrentSession(
    () => attemptCheckout(deps, request),
    () => liveCheckoutSession(deps.db, request),
  );
}

async function attemptCheckout(deps: CheckoutDeps, request: CheckoutRequest): Promise<CheckoutResult> {
  const { db, provider } = deps;
  const { pending, lines, money, values, terms, live } = await priceCheckout(db, request);
  if (live) return live;
  const order = pending
    ? await updatePendingOrder(deps, pending, { lines, money, values }, request, terms)
    : await createPendingOrder(db, { lines, money, values }, request, terms);
  return openPaymentSession({ db, provider }, order, lines, request);
}

/**
 * The session checkout would show again right now (the checkout page opened or reloaded while the
 * order's code is live), or null: also when checkout would refuse, which Finalize then says.
 */
export function liveCheckoutSession(db: Database, request: CheckoutRequest): Promise<CheckoutResult | null> {
  return unlessRefused(async () => (await priceCheckout(db, request)).live);
}

/** What the order records of this checkout, new or brought up to date: how it is paid, and its money. */
function orderValues(money: OrderMoney, request: CheckoutRequest) {
  return {
    paymentMethod: request.paymentMethod,
    currency: request.currency,
    totalCents: money.totalCents,
    promoCode: money.applied?.code ?? null,
    discountCents: money.discountCents,
  };
}

/** The statement taking the code's use for the order holding `claim`, when the order has a code. */
function codeUse(db: Database, money: OrderMoney, userId: number, claim: string) {
  return money.applied
    ? [takeUseStatement(db, { codeId: money.applied.codeId, userId, orderId: claimedOrderId(claim) })]
    : [];
}

/** Why the order's batch failed, when it was the code's use that was refused as it ran. */
async function codeRefusal(db: Database, money: OrderMoney, error: unknown): Promise<DomainError | null> {
  return money.check && isUseRefused(error) ? await refusalAfterRace(db, money.check) : null;
}

/** What checkout writes of the cart: its lines, its money and the order's own values. */
interface PricedOrder {
  lines: OrderLineValues[];
  money: OrderMoney;
  values: ReturnType<typeof orderValues> & { policiesAccepted: string; checkoutCountry: string | null };
}

async function createPendingOrder(
  db: Database,
  { lines, money, values }: PricedOrder,
  request: CheckoutRequest,
  terms: string,
): Promise<ClaimedOrder> {
  const claim = newClaim();
  const timestamp = new Date().toISOString();
  try {
    const results = await db.batch([
      db.insert(orders).values({
        userId: request.user.id,
        status: "pendente",
        ...values,
        providerSessionId: claim,
        createdAt: timestamp,
        updatedAt: timestamp,
      }),
      db.insert(orderStatusHistory).values({
        orderId: claimedOrderId(claim),
        fromStatus: null,
        toStatus: "pendente",
        reason: "created",
        createdAt: timestamp,
      }),
      db.select({ id: orders.id }).from(orders).where(eq(orders.providerSessionId, claim)),
      ...insertLinesForClaim(db, claim, lines),
      ...codeUse(db, money, request.user.id, claim),
      // Last: what the lines hold of the stock, which fails the whole batch beyond it.
      ...holdStockForClaim(db, claim, request.settings),
    ]);
    const created = results[2][0];
    if (!created) throw new Error("order insert returned no id");
    return {
      id: created.id,
      userId: request.user.id,
      currency: request.currency,
      totalCents: money.totalCents,
      discountCents: money.discountCents,
      claim,
      created: true,
      terms,
    };
  } catch (error) {
    // Another checkout of this shopper committed first and holds the one payable order.
    if (isUniqueViolation(error)) throw attemptInProgress();
    if (isStockShort(error)) throw await stockShortage(db, lines, request.language);
    throw (await codeRefusal(db, money, error)) ?? error;
  }
}

/**
 * The shopper's pending order takes the cart's current lines, total and payment method, in one
 * batch that only applies while the order is still pending with the session it had when read.
 */
async function updatePendingOrder(
  deps: CheckoutDeps,
  pending: { id: number; providerSessionId: string | null },
  { lines, money, values }: PricedOrder,
  request: CheckoutRequest,
  terms: string,
): Promise<ClaimedOrder> {
  const { db } = deps;
  const { claim, statement } = await claimPendingOrder(deps, pending, values);
  let claimed: Array<{ id: number }>;
  // try/await rather than `.catch(async …)`: a refusal thrown there before its first await would sit
  // unhandled for a microtask hop, which workerd reports as an unhandled rejection.
  try {
    [claimed] = await db.batch([
      statement,
      db.delete(orderLines).where(eq(orderLines.orderId, claimedOrderId(claim))),
      ...insertLinesForClaim(db, claim, lines),
      // The order's code is the one of this checkout: its earlier use (if any) makes way for it.
      dropUseStatement(db, claimedOrderId(claim)),
      ...codeUse(db, money, request.user.id, claim),
      // Gives back what the order's earlier session held, then holds for this one.
      ...holdStockForClaim(db, claim, request.settings),
    ]);
  } catch (error) {
    if (claimLost(error)) throw attemptInProgress();
    if (isStockShort(error)) throw await stockShortage(db, lines, request.language, pending);
    throw (await codeRefusal(db, money, error)) ?? error;
  }
  if (claimed.length === 0) throw attemptInProgress();
  return {
    id: pending.id,
    userId: request.user.id,
    currency: request.currency,
    totalCents: money.totalCents,
    discountCents: money.discountCents,
    claim,
    created: false,
    terms,
  };
}
