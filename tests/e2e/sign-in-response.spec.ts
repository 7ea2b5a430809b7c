// Issue 30: on a slow phone (4× CPU slowdown, 150 ms latency, 1.6 Mbps down, cold cache), a tap on
// "Entrar" in the header shows a response within 200 ms (the button pressed, or the sign-in opening)
// and the email field is ready to type within 300 ms (issue 47), once the page has loaded and before
// the page's code has come. Both times are taken
// in the page, from the tap's own timestamp to the animation frame that first shows the change, so
// Playwright's own overhead is not counted; they are kept in sessionStorage, so a tap that follows
// the link is measured on the page it leads to.
import type { Page, Request } from "@playwright/test";
import { createVerifiedAccount } from "./support/accounts";
import { PHONE_ONLY } from "./support/projects";
import { chooseLanguage, takenOver } from "./support/shopping";
import { slowPhone } from "./support/slow-phone";
import { expect, test } from "./support/test";

const RESPONSE_MS = 200;
const READY_MS = 300;
const SIGN_IN = "Entrar";

interface Timings {
  /** Milliseconds from the tap to the first frame showing a response. */
  response?: number;
  /** Milliseconds from the tap to the first frame with the email field focused and visible. */
  ready?: number;
}

/** Runs in every document of the page, before its own scripts. */
function watchSignIn(label: string) {
  const KEY = "sign-in-response";
  const read = () => JSON.parse(sessionStorage.getItem(KEY) ?? "null");
  const visible = (element: Element | null) =>
    element instanceof HTMLElement &&
    element.getClientRects().length > 0 &&
    getComputedStyle(element).visibility !== "hidden";
  const button = () =>
    [...document.querySelectorAll(".site-header a, .site-header button")].find(
      (element) => element.textContent?.trim() === label,
    );
  /** A visible answer to the tap: the button pressed (app.css styles `.button:active`), the sign-in opening or open, or the page it leads to. */
  const responded = (tapped: { page: string }) => {
    const control = button();
    return (
      location.href !== tapped.page ||
      control?.matches(":active") ||
      visible(document.querySelector(".auth-opening")) ||
      visible(document.querySelector("dialog[open]"))
    );
  };
  const emailReady = () => {
    const focused = document.activeElement;
    return focused instanceof HTMLInputElement && focused.type === "email" && !focused.disabled && visible(focused);
  };
  const watch = () => {
    const frame = () => {
      const tapped = read();
      if (!tapped) return;
      const elapsed = performance.timeOrigin + performance.now() - tapped.at;
      tapped.response ??= responded(tapped) ? elapsed : undefined;
      tapped.ready ??= emailReady() ? elapsed : undefined;
      sessionStorage.setItem(KEY, JSON.stringify(tapped));
      if (tapped.response === undefined || tapped.ready === undefined) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  document.addEventListener(
    "pointerdown",
    (event) => {
      if (read() || !(event.target instanceof Element) || !button()?.contains(event.target)) return;
      // The input's own timestamp: a main thread busy with the page's code delays the listener, not it.
      sessionStorage.setItem(
        KEY,
        JSON.stringify({ at: performance.timeOrigin + event.timeStamp, page: location.href }),
      );
      watch();
    },
    true,
  );
  if (read()) watch();
}

async function timings(page: Page): Promise<Timings> {
  let measured: Timings = {};
  await expect
    .poll(
      async () => {
        measured = await page
          .evaluate(() => JSON.parse(sessionStorage.getItem("sign-in-response") ?? "{}"))
          .catch(() => ({}));
        return measured.response !== undefined && measured.ready !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return measured;
}

/**
 * Follows the page's requests from now on; `loaded()` waits until none has been in flight for half a
 * second and the page's main thread is idle, with no request started meanwhile. Playwright's own
 * "networkidle" fires once per navigation: on the slow phone it came in the quiet while the page's
 * code ran, before the fetches that hydrating starts (the dialogs' code among them), so the tap
 * measured a page still loading.
 */
function followRequests(page: Page) {
  const inFlight = new Set<Request>();
  let changed = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    changed = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    changed = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  const networkQuiet = () =>
    expect
      .poll(() => inFlight.size === 0 && Date.now() - changed >= 500, { intervals: [100], timeout: 30_000 })
      .toBe(true);
  return {
    loaded: async () => {
      for (;;) {
        await networkQuiet();
        const quietSince = changed;
        await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
        if (changed === quietSince) break;
      }
      page.off("request", started);
      page.off("requestfinished", ended);
      page.off("requestfailed", ended);
    },
  };
}

test.describe.configure({ timeout: 180_000 });

const TAPS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Infinity;

// Its own project, after the rest of the suite (playwright.config.ts): a timing on a 4× throttled
// CPU measures the machine as much as the page while other tests run beside it. The median of five
// taps, each on a freshly loaded page, so one stall of the machine does not decide it.
test(
  `a tap on ${SIGN_IN} once the page has loaded: a response within ${RESPONSE_MS} ms, the email field ready within ${READY_MS} ms`,
  PHONE_ONLY,
  async ({ page, baseURL }) => {
    await chooseLanguage(page, baseURL, "pt");
    await page.addInitScript(watchSignIn, SIGN_IN);
    await slowPhone(page);
    const signIn = page.locator(".site-header").getByRole("link", { name: SIGN_IN });
    const taps: Timings[] = [];
    for (let tap = 0; tap < TAPS; tap++) {
      const requests = followRequests(page);
      await page.goto("/games");
      await page.evaluate(() => sessionStorage.removeItem("sign-in-response"));
      await takenOver(signIn);
      // What a shopper sees as loaded: nothing left to fetch (the dialogs' code comes once the page has hydrated).
      await requests.loaded();
      await signIn.tap();
      taps.push(await timings(page));
      await page.keyboard.type("shopper@example.com");
      await expect(page.getByRole("dialog", { name: SIGN_IN }).getByRole("textbox", { name: "Email" })).toHaveValue(
        "shopper@example.com",
      );
    }
    const measured = JSON.stringify(taps);
    expect(
      median(taps.map((tap) => tap.response ?? Infinity)),
      `ms to a visible response: ${measured}`,
    ).toBeLessThanOrEqual(RESPONSE_MS);
    expect(
      median(taps.map((tap) => tap.ready ?? Infinity)),
      `ms until the email field is ready: ${measured}`,
    ).toBeLessThanOrEqual(READY_MS);
  },
);

// Issue 47: the tap before the page's code has come (here it never comes) meets the sign-in form
// already in the page, which signs in through the /login action as the /login page does.
test(
  `a tap on ${SIGN_IN} before the page's code has come: the email field ready within ${READY_MS} ms, and the form signs in`,
  PHONE_ONLY,
  async ({ page, baseURL }) => {
    const account = await createVerifiedAccount(page.request, baseURL, "quick-sign-in");
    await chooseLanguage(page, baseURL, "pt");
    await page.addInitScript(watchSignIn, SIGN_IN);
    await slowPhone(page);
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const signIn = page.locator(".site-header").getByRole("link", { name: SIGN_IN });
    const dialog = page.getByRole("dialog", { name: SIGN_IN });
    const taps: Timings[] = [];
    for (let tap = 0; tap < TAPS; tap++) {
      await page.goto("/games");
      await page.evaluate(() => sessionStorage.removeItem("sign-in-response"));
      await signIn.tap();
      taps.push(await timings(page));
      await page.keyboard.type(account.email);
      await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveValue(account.email);
    }
    const measured = JSON.stringify(taps);
    expect(
      median(taps.map((tap) => tap.ready ?? Infinity)),
      `ms until the email field is ready: ${measured}`,
    ).toBeLessThanOrEqual(READY_MS);

    await dialog.getByLabel("Senha").fill(account.password);
    await dialog.getByRole("button", { name: SIGN_IN }).click();
    await expect(page).toHaveURL(/\/games$/);
    expect((await page.request.get("/api/auth/me")).status()).toBe(200);
  },
);
