import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { createVerifiedAccount, expect, test } from "../../../tests/e2e/support/accounts";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

/** The demo admin in a browser context of their own, signed in through the API. */
async function adminPage(browser: Browser, baseURL: string | undefined, ip: string, like: Page) {
  const context = await browser.newContext({
    baseURL,
    viewport: like.viewportSize(),
    extraHTTPHeaders: { "CF-Connecting-IP": ip },
  });
  const signedIn = await context.request.post("/api/auth/login", {
    data: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
    headers: { Origin: baseURL ?? "" },
  });
  expect(signedIn.status()).toBe(200);
  return { context, page: await context.newPage() };
}

const emailPattern = (email: string) => new RegExp(email.replace(/[.+]/g, "\\$&"));

async function signInThroughApi(request: APIRequestContext, baseURL: string | undefined, label: string) {
  const account = await createVerifiedAccount(request, baseURL, label);
  const signedIn = await request.post("/api/auth/login", {
    data: { email: account.email, password: account.password },
    headers: { Origin: baseURL ?? "" },
  });
  expect(signedIn.status()).toBe(200);
  return account;
}

// Two browsers and a whole conversation: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

test("a shopper and the admin talk live: sign-in from the panel, agent joined, typing both ways, each message once", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, baseURL, "chat-live");
  await page.goto("/");

  // A visitor gets the message form; signing in from the panel opens the live chat.
  await page.getByRole("button", { name: "Open support chat" }).click();
  const guest = page.getByRole("dialog", { name: "Support" });
  await expect(guest.getByText("Leave us a message and we will answer by email.")).toBeVisible();
  await guest.getByRole("button", { name: "Sign in" }).click();
  const modal = page.getByRole("dialog", { name: "Sign in" });
  await modal.getByLabel("Email").fill(account.email);
  await modal.getByLabel("Password", { exact: true }).fill(account.password);
  await modal.getByRole("button", { name: "Sign in", exact: true }).click();

  const panel = page.getByRole("dialog", { name: "Support" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText("No messages yet")).toBeVisible();
  // Online or not by the store's support hours, on the server's clock (GET /api/support says which).
  const support: { open: boolean } = await (await request.get("/api/support")).json();
  await expect(panel.getByTestId("chat-presence")).toHaveText(support.open ? "Online" : /^Offline/);
  const input = panel.getByRole("textbox", { name: "Message" });
  await expect(input).toBeFocused();
  await expect(page.getByRole("button", { name: "Open support chat" })).toBeHidden();

  // Shift+Enter adds a line, Enter sends; the message appears once, markup shown as text.
  await input.fill("My gold has not arrived <b>yet</b>");
  await input.press("Shift+Enter");
  await input.pressSequentially("Order 12");
  await input.press("Enter");
  const sent = panel.getByRole("listitem").filter({ hasText: "My gold has not arrived <b>yet</b>" });
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText("Order 12");
  await expect(sent).not.toContainText("Sending…");
  await expect(input).toHaveValue("");

  // The admin sees the conversation first in the inbox, unread, and opens it.
  const admin = await adminPage(browser, baseURL, "10.250.0.1", page);
  await admin.page.goto("/admin/messages");
  const entry = admin.page.getByRole("link", { name: emailPattern(account.email) });
  await expect(entry).toContainText("1 unread");
  await entry.click();
  const conversation = admin.page.getByRole("region", { name: "E2E Shopper" });
  await expect(conversation.getByRole("listitem").filter({ hasText: "My gold has not arrived" })).toHaveCount(1);
  await expect(admin.page.getByRole("heading", { name: "Recent orders" })).toBeVisible();

  const notices = panel.locator(".chat-notice");
  await expect(notices.filter({ hasText: "Store Admin joined the conversation" })).toBeVisible();
  await expect(panel.getByText("Online", { exact: true })).toBeVisible();

  const adminInput = conversation.getByRole("textbox", { name: "Message" });
  await adminInput.fill("Checking it now");
  await expect(panel.getByText("Support is typing…")).toBeVisible();
  await adminInput.press("Enter");
  await expect(panel.getByRole("listitem").filter({ hasText: "Checking it now" })).toHaveCount(1);
  await expect(panel.getByText("Support is typing…")).toBeHidden();
  await expect(conversation.getByRole("listitem").filter({ hasText: "Checking it now" })).toHaveCount(1);

  await input.fill("Thanks!");
  await expect(conversation.getByText("E2E Shopper is typing…")).toBeVisible();
  await input.press("Enter");
  await expect(conversation.getByRole("listitem").filter({ hasText: "Thanks!" })).toHaveCount(1);

  // The admin leaves: the shopper sees it, and the presence is the support hours' again.
  await admin.context.close();
  await expect(notices.filter({ hasText: "Store Admin left the conversation" })).toBeVisible();
  await expect(panel.getByTestId("chat-presence")).toHaveText(support.open ? "Online" : /^Offline/);

  // Escape closes the drawer and gives the focus back to the button.
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Open support chat" })).toBeFocused();
});

test("with the websocket blocked, the widget polls REST, sends over REST (giving a failed text back) and still gets the admin's reply", async ({
  page,
  browser,
  baseURL,
}) => {
  let socketAttempts = 0;
  // Every websocket the page opens to the chat is refused at once, as by a proxy that blocks them.
  await page.routeWebSocket(/\/api\/chat\/conversations\/\d+\/ws$/, (socket) => {
    socketAttempts += 1;
    socket.close();
  });
  const account = await signInThroughApi(page.request, baseURL, "chat-poll");
  await page.goto("/");
  await page.getByRole("button", { name: "Open support chat" }).click();
  const panel = page.getByRole("dialog", { name: "Support" });
  await expect(panel.getByText("Reconnecting…")).toBeVisible();
  await expect(panel.getByText("No messages yet")).toBeVisible();

  const input = panel.getByRole("textbox", { name: "Message" });
  // A send that fails gives the text back with the spec's error.
  const messagesUrl = /\/api\/chat\/conversations\/\d+\/messages$/;
  await page.route(messagesUrl, (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, json: {} }) : route.fallback(),
  );
  await input.fill("This one fails");
  await input.press("Enter");
  await expect(panel.getByRole("alert")).toHaveText("Error sending message. Please try again.");
  await expect(input).toHaveValue("This one fails");
  await expect(panel.getByRole("listitem").filter({ hasText: "This one fails" })).toHaveCount(0);
  await page.unroute(messagesUrl);

  await input.fill("Is anyone there?");
  await input.press("Enter");
  await expect(panel.getByRole("listitem").filter({ hasText: "Is anyone there?" })).toHaveCount(1);
  await expect(panel.getByRole("listitem").filter({ hasText: "Is anyone there?" })).not.toContainText("Sending…");

  // The admin answers from the inbox; the polling widget shows the answer.
  const admin = await adminPage(browser, baseURL, "10.250.0.2", page);
  await admin.page.goto("/admin/messages");
  await admin.page.getByRole("link", { name: emailPattern(account.email) }).click();
  const adminInput = admin.page.getByRole("textbox", { name: "Message" });
  await adminInput.fill("Yes, here to help");
  await adminInput.press("Enter");
  // Sent once the admin's page has it stored (under load its own socket may still be connecting);
  // from then on the widget's next poll, every 2 s, brings it.
  const reply = admin.page
    .getByRole("region", { name: account.name })
    .getByRole("listitem")
    .filter({ hasText: "Yes, here to help" });
  await expect(reply).toHaveCount(1);
  await expect(reply).not.toContainText("Sending…");
  await expect(panel.getByRole("listitem").filter({ hasText: "Yes, here to help" })).toHaveCount(1);
  await admin.context.close();

  // It kept trying to reconnect meanwhile (with backoff, not in a tight loop).
  expect(socketAttempts).toBeGreaterThanOrEqual(2);
  expect(socketAttempts).toBeLessThan(15);
});

test("a message sent while the conversation is still loading is kept and sent once it has loaded", async ({
  page,
  baseURL,
}) => {
  // No websocket, and the conversation's messages held back: the chat stays loading until released.
  await page.routeWebSocket(/\/api\/chat\/conversations\/\d+\/ws$/, (socket) => socket.close());
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/chat\/conversations\/\d+\/messages$/, async (route) => {
    if (route.request().method() === "GET") await released;
    await route.fallback();
  });
  await signInThroughApi(page.request, baseURL, "chat-early");
  await page.goto("/");
  await page.getByRole("button", { name: "Open support chat" }).click();
  const panel = page.getByRole("dialog", { name: "Support" });
  await expect(panel.getByText("Loading conversation…")).toBeVisible();
  const input = panel.getByRole("textbox", { name: "Message" });
  await input.fill("Typed while it loads");
  await input.press("Enter");
  await expect(panel.getByRole("button", { name: "Sending…" })).toBeDisabled();
  release();
  await expect(panel.getByRole("listitem").filter({ hasText: "Typed while it loads" })).toHaveCount(1);
  await expect(input).toHaveValue("");
});
