// Staff for end-to-end tests: a member the owner invites, who joins by the emailed link.
import type { APIRequestContext } from "@playwright/test";
import { expect, linkFromMailbox, signIn, strongPassword, uniqueEmail } from "./accounts";

/**
 * The owner (signed in on `owner`) invites a new address with `role`; the invited person joins through
 * the emailed link with a password of their own and is signed in on `member` (their browser's request).
 */
export async function joinedStaff(
  owner: APIRequestContext,
  member: APIRequestContext,
  baseURL: string | undefined,
  role: "manager" | "support" | "delivery",
) {
  const email = uniqueEmail(`e2e-${role}-member`);
  const origin = { Origin: baseURL ?? "" };
  const invited = await owner.post("/api/admin/staff", { data: { email, role }, headers: origin });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await linkFromMailbox(member, email, "You are invited to the Gamer Store team", "/staff-invitation");
  const token = link.searchParams.get("token") ?? "";
  // The invitation page's form, as the browser posts it.
  const joined = await member.post(`${link.pathname}${link.search}`, {
    form: { token, nome: "Rita Staff", password: strongPassword, confirmPassword: strongPassword },
    headers: origin,
  });
  expect(joined.status()).toBeLessThan(400);
  await signIn(member, baseURL, { email, password: strongPassword });
}
