import { describe, expect, it } from "vitest";
import { MAX_COIN_UNITS } from "../../../shared/cart/limits";
import {
  coinPriceCents,
  coinTotal,
  DEFAULT_MULTIPLES,
  normalizeQuantity,
  parseMultiples,
  quantityAdjustment,
} from "../../../shared/catalogue/coin-math";

describe("coin multiples", () => {
  it("reads the admin's comma-separated list in its order", () => {
    expect(parseMultiples("1,2,3,5,10,20")).toEqual([1, 2, 3, 5, 10, 20]);
    expect(parseMultiples(" 10 , 25,50 ")).toEqual([10, 25, 50]);
  });

  it("keeps only positive whole numbers, once each", () => {
    expect(parseMultiples("0,-2,2.5,abc,4,,4,1e3,7")).toEqual([4, 7]);
  });

  it("never offers a preset above the cart's limit for one coin line", () => {
    expect(parseMultiples(`1,${MAX_COIN_UNITS},${MAX_COIN_UNITS + 1},5000`)).toEqual([1, MAX_COIN_UNITS]);
  });

  it("falls back to 1, 2, 3, 5, 10 when nothing usable is left", () => {
    expect(parseMultiples("")).toEqual([1, 2, 3, 5, 10]);
    expect(parseMultiples("0, -1, x")).toEqual([...DEFAULT_MULTIPLES]);
  });
});

describe("coin quantity", () => {
  it("is a whole number of at least 1; anything non-numeric becomes 1", () => {
    expect(normalizeQuantity("7")).toBe(7);
    expect(normalizeQuantity(3)).toBe(3);
    expect(normalizeQuantity("0")).toBe(1);
    expect(normalizeQuantity("-4")).toBe(1);
    expect(normalizeQuantity("")).toBe(1);
    expect(normalizeQuantity("abc")).toBe(1);
    expect(normalizeQuantity(undefined)).toBe(1);
    expect(normalizeQuantity("2.9")).toBe(2);
  });

  it("is capped at the cart's limit for one coin line, the same one the cart and checkout enforce", () => {
    expect(MAX_COIN_UNITS).toBe(1_000);
    expect(normalizeQuantity("123456789")).toBe(MAX_COIN_UNITS);
    expect(normalizeQuantity("99999")).toBe(MAX_COIN_UNITS);
    // Read as the number it is written as: a billion, not 1 (issue 47).
    expect(normalizeQuantity("1e9")).toBe(MAX_COIN_UNITS);
    expect(normalizeQuantity(String(MAX_COIN_UNITS))).toBe(MAX_COIN_UNITS);
  });

  it("says why a typed quantity was changed, and says nothing for one taken as typed", () => {
    expect(quantityAdjustment("0")).toBe("below_min");
    expect(quantityAdjustment("-3")).toBe("below_min");
    expect(quantityAdjustment("99999")).toBe("above_max");
    expect(quantityAdjustment("1001")).toBe("above_max");
    expect(quantityAdjustment("2.5")).toBe("not_whole");
    expect(quantityAdjustment("1000")).toBeNull();
    expect(quantityAdjustment("1")).toBeNull();
    expect(quantityAdjustment("")).toBeNull();
  });
});

describe("coin totals", () => {
  it("delivers the base unit times the quantity and charges the unit price times the quantity", () => {
    expect(coinTotal(10_000, 3)).toBe(30_000);
    expect(coinPriceCents(990, 3)).toBe(2_970);
    expect(coinTotal(250, 0)).toBe(250);
    expect(coinPriceCents(1_490, -5)).toBe(1_490);
  });
});
