// The small rules behind the shopping pages: what blocks an add before any request, the badge's cap,
// what the badge counts, the flow each card method uses, and form text turned into schema numbers.
import { describe, expect, it } from "vitest";
import { addBlocker } from "../../../app/components/catalogue/add-blocker";
import { badgeText } from "../../../app/lib/cart-count";
import { countLines } from "../../../shared/cart/limits";
import { withNumbers } from "../../../shared/form-numbers";
import { paymentFlowFor } from "../../orders/payment-flow";

describe("adding to the cart from the game page", () => {
  it("asks a visitor to sign in first, then for the nickname, then refuses a zero price (spec section 4)", () => {
    expect(addBlocker({ signedIn: false, nickname: "", priceCents: 0 })).toBe("sign_in");
    expect(addBlocker({ signedIn: true, nickname: "   ", priceCents: 0 })).toBe("nickname");
    expect(addBlocker({ signedIn: true, nickname: "Thrall", priceCents: 0 })).toBe("zero_price");
    expect(addBlocker({ signedIn: true, nickname: "Thrall", priceCents: 1 })).toBeNull();
  });
});

describe("the cart badge", () => {
  it("counts lines (products), not units, and caps at 99+", () => {
    expect(
      countLines([
        { coinOfferId: null, quantity: 3 },
        { coinOfferId: 7, quantity: 500 },
      ]),
    ).toBe(2);
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
  });
});

describe("checkout flows", () => {
  it("pays a credit card on the page and a debit card on the payment page", () => {
    expect(paymentFlowFor("credit_card")).toBe("embedded");
    expect(paymentFlowFor("debit_card")).toBe("redirect");
  });
});

describe("form numbers", () => {
  it("turns whole-number texts into numbers, drops empty ones and leaves the rest for the schema", () => {
    expect(withNumbers({ a: "12", b: "", c: "1.5", d: "x", e: "7" }, ["a", "b", "c", "d"])).toEqual({
      a: 12,
      c: "1.5",
      d: "x",
      e: "7",
    });
  });
});
