import { describe, expect, it } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "../passwords";

describe("password hashing", () => {
  it("never uses more PBKDF2 iterations than deployed Workers allow (100,000)", async () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    const [, iterations] = (await hashPassword("Valid#Pass1", "pepper")).split("$");
    expect(Number(iterations)).toBeLessThanOrEqual(100_000);
  });

  it("stores scheme, iteration count and a per-user salt with each hash", async () => {
    const first = await hashPassword("Valid#Pass1", "pepper");
    const second = await hashPassword("Valid#Pass1", "pepper");
    expect(first).toMatch(/^pbkdf2-sha256\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
  });

  it("verifies the right password only, and only with the same pepper", async () => {
    const hash = await hashPassword("Valid#Pass1", "pepper");
    expect(await verifyPassword("Valid#Pass1", "pepper", hash)).toBe(true);
    expect(await verifyPassword("Valid#Pass2", "pepper", hash)).toBe(false);
    expect(await verifyPassword("Valid#Pass1", "other-pepper", hash)).toBe(false);
  });

  it("never verifies a hash with an unknown scheme or an iteration count above the limit", async () => {
    const hash = await hashPassword("Valid#Pass1", "pepper");
    const [, , salt, digest] = hash.split("$");
    expect(await verifyPassword("Valid#Pass1", "pepper", `bcrypt$100000$${salt}$${digest}`)).toBe(false);
    expect(await verifyPassword("Valid#Pass1", "pepper", `pbkdf2-sha256$100001$${salt}$${digest}`)).toBe(false);
    expect(await verifyPassword("Valid#Pass1", "pepper", "garbage")).toBe(false);
  });
});
