// Joining the staff (issue 49): the owner invites a support agent on the staff page; the agent opens
// the emailed link in a browser of their own, chooses a name and a password, signs in and finds
// support's pages only.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, linkFromMailbox, signIn, test, uniqueEmail } from "../../../tests/e2e/support/accounts";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

test.use({ locale: "en-US" });

/** axe-core's WCAG 2.2 A/AA violations on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .analyze();
  return found.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** On a 360 px phone the page itself never scrolls sideways (a wide table scrolls in its own box). */
async function fitsAPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  // Once the layout has settled on the new width.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (size) await page.setViewportSize(size);
}

test("the owner invites a support agent, who sets a password, signs in and sees only support's pages", async ({
  page,
  browser,
  baseURL,
}) => {
  // A long address, as some are: the pages that name it still fit a phone.
  const email = uniqueEmail("e2e-support-agent-with-a-long-address");
  await signIn(page.request, baseURL, demoAccounts.admin);
  await page.goto("/admin/staff");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption({ label: "Support agent" });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  const pending = page.getByRole("region", { name: "Pending invitations" });
  await expect(pending.getByRole("cell", { name: email })).toBeVisible();
  // With the answer naming the (long) address on screen.
  expect(await violations(page)).toEqual([]);
  await fitsAPhone(page);

  // The agent, in a browser of their own.
  const agentContext = await browser.newContext({ baseURL, locale: "en-US" });
  const agent = await agentContext.newPage();
  const link = await linkFromMailbox(
    agentContext.request,
    email,
    "You are invited to the Gamer Store team",
    "/staff-invitation",
  );
  expect(link.origin).toBe(new URL(baseURL ?? "").origin);
  await agent.goto(`${link.pathname}${link.search}`);
  await expect(agent.getByText(`You are invited as Support agent, with the address ${email}.`)).toBeVisible();
  expect(await violations(agent)).toEqual([]);
  await fitsAPhone(agent);
  await agent.getByLabel("Your name").fill("Ana Agent");
  await agent.getByLabel("Password", { exact: true }).fill("Agent#Pass1");
  await agent.getByLabel("Confirm the password").fill("Agent#Pass2");
  await agent.getByRole("button", { name: "Join the team" }).click();
  await expect(agent.getByText("Passwords do not match")).toBeVisible();
  await agent.getByLabel("Confirm the password").fill("Agent#Pass1");
  await agent.getByRole("button", { name: "Join the team" }).click();
  await expect(agent.getByRole("heading", { name: "Welcome to the team" })).toBeVisible();
  await expect(agent.getByText("Your account is on the staff as Support agent.")).toBeVisible();

  await agent.locator("#main").getByRole("link", { name: "Sign in" }).click();
  await expect(agent).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
  const form = agent.locator("#main");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("Agent#Pass1");
  await form.getByRole("button", { name: "Sign in", exact: true }).click();
  // Support has no dashboard: /admin opens the orders, and the navigation lists support's pages only.
  await expect(agent).toHaveURL(/\/admin\/orders$/);
  const nav = agent.getByRole("navigation", { name: "Admin sections" });
  for (const name of ["Orders", "Users", "Messages"]) await expect(nav.getByRole("link", { name })).toBeVisible();
  for (const name of ["Dashboard", "Games", "Discount codes", "Settings", "Staff"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveCount(0);
  }
  await agent.goto("/admin/settings");
  await expect(agent.getByText("Your staff role does not include this page.")).toBeVisible();

  // The owner's page lists the new member, and the invitation is no longer pending.
  await page.reload();
  await expect(page.getByRole("cell", { name: email })).toBeVisible();
  await expect(pending.getByRole("cell", { name: email })).toHaveCount(0);
  await agentContext.close();
});
