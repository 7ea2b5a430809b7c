// The discount code a shopper keeps with their cart (issue 34, decision 034): one row per shopper
// (cart_codes) beside the cart's lines in D1. It is checked again on every read of the cart, because a
// code can end, be paused or run out while it waits: then the cart still names it, says why it no
// longer applies and totals without a discount. Checkout takes the cart's code (payment-actions.ts).
// The page's forms (app/routes/cart.tsx) and /api/cart/code (workers/cart/http/api.ts) call the actions
// below alike (decision 038).
import { eq } from "drizzle-orm";
import type { Language } from "../../shared/i18n/config";
import { normalizeCode } from "../../shared/promotions/code";
import type { SessionUser } from "../accounts/sessions";
import { type CartDeps, getPromisedCart, getPromisedCartAndCode } from "../cart/cart";
import { selectCartCode } from "../cart/cart-store";
import type { PricedCart } from "../cart/pricing";
import type { PromisedCart, PromisedLine } from "../cart/promised-cart";
import type { Database } from "../db/client";
import { cartCodes } from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import { type AppliedCode, applyCode } from "./apply";

export interface CartCodeDeps extends CartDeps {
  /** The shopper's language: a refusal's values (a minimum total) are written in it. */
  language: Language;
}

type Shopper = Pick<SessionUser, "id">;

/** Why the kept code does not apply now: the refusal checkout would give, untranslated. */
export interface CodeRefusal {
  code: string;
  messageKey: string;
  params?: Readonly<Record<string, string | number>>;
}

export interface CartCode {
  /** As the store keeps it (upper-case), or as it came in a link when it is no code at all. */
  code: string;
  /** The discount it gives the cart now; 0 when it does not apply. */
  discountCents: number;
  /** Null when it applies. */
  refusal: CodeRefusal | null;
}

export type CodedLine = PromisedLine & {
  /** This line's share of the code's discount, in the cart's currency (0 without one). */
  discountCents: number;
};

/** The cart with its code: `totalCents` stays the lines' sum; the shopper pays it less `discountCents`. */
export interface CodedCart extends Omit<PromisedCart, "lines"> {
  lines: CodedLine[];
  discountCents: number;
  code: CartCode | null;
}

/**
 * A link's code as it is kept: as the store writes codes, or, when it is no code at all, as it came
 * (cut to a length no code has: it can only be refused as no code anyway).
 */
export function linkedCode(code: string): string {
  return normalizeCode(code) ?? code.trim().slice(0, 64);
}

function keepStatement(db: Database, userId: number, code: string) {
  const row = { userId, code, setAt: new Date().toISOString() };
  return db.insert(cartCodes).values(row).onConflictDoUpdate({ target: cartCodes.userId, set: row });
}

/** The code the shopper keeps with their cart, if any: what checkout applies when it is given none. */
export async function cartCodeOf(db: Database, userId: number): Promise<string | null> {
  const [row] = await selectCartCode(db, userId);
  return row?.code ?? null;
}

/**
 * The code checked against the cart's lines as checkout would check them: each line's discount, or the
 * refusal. Not async: the caller awaits applyCode's own promise, whose refusal it catches (workerd
 * reports a rejection passed through another async function's return as unhandled).
 */
function applyToCart(deps: CartCodeDeps, userId: number, cart: PricedCart, code: string): Promise<AppliedCode> {
  return applyCode(deps.db, {
    code,
    pricing: cart.pricing,
    language: deps.language,
    userId,
    lines: cart.lines.map(({ line, lineTotalCents }) => ({
      gameId: line.gameId,
      itemId: line.itemId,
      coinOfferId: line.coinOfferId,
      totalCents: lineTotalCents,
    })),
  });
}

function withoutDiscount(cart: PromisedCart, code: CartCode | null): CodedCart {
  return { ...cart, lines: cart.lines.map((line) => ({ ...line, discountCents: 0 })), discountCents: 0, code };
}

function discounted(cart: PromisedCart, applied: AppliedCode): CodedCart {
  return {
    ...cart,
    lines: cart.lines.map((line, index) => ({ ...line, discountCents: applied.lineDiscounts[index] ?? 0 })),
    discountCents: applied.discountCents,
    code: { code: applied.code, discountCents: applied.discountCents, refusal: null },
  };
}

async function coded(deps: CartCodeDeps, userId: number, cart: PromisedCart, code: string | null): Promise<CodedCart> {
  if (code === null) return withoutDiscount(cart, null);
  try {
    return discounted(cart, await applyToCart(deps, userId, cart, code));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const refusal = { code: error.code, messageKey: error.messageKey, params: error.params };
    return withoutDiscount(cart, { code, discountCents: 0, refusal });
  }
}

/** The shopper's cart priced from D1 with its code checked again now. */
export async function getCodedCart(deps: CartCodeDeps, userId: number): Promise<CodedCart> {
  const { cart, code } = await getPromisedCartAndCode(deps, userId);
  return coded(deps, userId, cart, code);
}

/**
 * Keeps the code with the cart when it applies to it now, and answers the cart with it; a code that
 * does not apply is refused (422, field `code`, the reason in the shopper's language) and not kept,
 * so the cart keeps the code it had.
 */
export async function applyCartCodeAction(deps: CartCodeDeps, shopper: Shopper, code: string): Promise<CodedCart> {
  const cart = await getPromisedCart(deps, shopper.id);
  const applied = await applyToCart(deps, shopper.id, cart, code);
  await keepStatement(deps.db, shopper.id, applied.code);
  return discounted(cart, applied);
}

/** Takes the code off the cart; answers the cart without it. */
export async function removeCartCodeAction(deps: CartCodeDeps, shopper: Shopper): Promise<CodedCart> {
  await deps.db.delete(cartCodes).where(eq(cartCodes.userId, shopper.id));
  return withoutDiscount(await getPromisedCart(deps, shopper.id), null);
}

/**
 * Keeps a code that came in a shared link, unchecked: the link must not fail, and the cart says why
 * a code does not apply each time it is read.
 */
export async function keepLinkedCode(db: Database, userId: number, code: string): Promise<void> {
  await keepStatement(db, userId, linkedCode(code));
}
