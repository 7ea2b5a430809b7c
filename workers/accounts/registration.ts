// Creating an account. The answer is the same whether or not the email already has an account
// (no account enumeration): a new email gets a verification link, a known one an email saying
// so. Only the owner of the mailbox learns which happened. Neither uses the address's budget of
// verification and reset emails, which belongs to its owner: a verification link goes out once per
// account created, and the notice comes out of its own allowance of one a day.

import type { RegisterInput } from "../../shared/auth/schemas";
import { emailVerificationTokens, users } from "../db/schema";
import { enforceRateLimits } from "../kernel/rate-limit";
import { type AuthContext, afterAnswering } from "./context";
import { sendExistingAccountEmail, sendVerificationEmail } from "./emails";
import { hashPassword } from "./passwords";
import { shopperMark } from "./shopper-mark";
import { issueToken, VERIFICATION_TOKEN_TTL_MS } from "./tokens";
import { claimUnsolicitedNotice } from "./unsolicited-notices";
import { findUserByEmail } from "./users";

/**
 * Refuses only when the caller's address signs up, or sends emails, too often (429): limits that
 * never look at the email named, so the refusal tells nothing about it. `returnTo`: a same-site path
 * (checked by the caller) the verification link brings the new shopper back to, so signing up in
 * the middle of something does not lose it.
 */
export async function register(
  ctx: AuthContext,
  input: RegisterInput,
  options: { returnTo?: string } = {},
): Promise<void> {
  await enforceRateLimits(ctx.env, [
    ["signup", `ip:${ctx.ip}`],
    ["emailPerIp", `ip:${ctx.ip}`],
  ]);

  // Hashed whether or not the account is created, so both paths take the same time.
  const passwordHash = await hashPassword(input.password, ctx.env.PASSWORD_PEPPER);
  const [created] = await ctx.db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      passwordHash,
      locale: ctx.language,
      shopperMark: await shopperMark(ctx.env, input.email),
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });

  // Which email goes out is the one difference between the two: decided after answering.
  afterAnswering(ctx, "registration_email_failed", async () => {
    if (created) {
      const token = await issueToken(ctx.db, emailVerificationTokens, created.id, VERIFICATION_TOKEN_TTL_MS);
      const recipient = { email: input.email, name: input.name, locale: ctx.language };
      await sendVerificationEmail(ctx, recipient, token, options.returnTo);
    } else {
      const existing = await findUserByEmail(ctx.db, input.email);
      if (existing && (await claimUnsolicitedNotice(ctx, existing.email, new Date()))) {
        await sendExistingAccountEmail(ctx, existing);
      }
    }
  });
}
