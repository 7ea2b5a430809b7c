// The game page remembers, per signed-in shopper and game, the nickname, server and platform of
// their last add to the cart, and opens with them; the address's own choices win, and nobody else
// sees them. A return link from the email verification carries the nickname typed before (?tag=).
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_NICKNAME_LENGTH } from "../../../shared/cart/limits";
import { db, gameNamed, itemOf, seedWarcraft } from "../../../tests/workers/support/catalogue-rows";
import { createVerifiedAccount, fetchWorker, postForm, signIn } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { rememberedGameChoices } from "../game-choices";

let shop: Awaited<ReturnType<typeof seedWarcraft>>;

beforeAll(async () => {
  shop = await seedWarcraft();
});

/** What the purchase form of the page would send: the nickname field's value and the chosen server and platform. */
async function purchaseForm(path: string, cookie?: string) {
  const html = await (await fetchWorker(path, {}, { cookie })).text();
  const form = html.match(/<form id="purchase-form"[\s\S]*?<\/form>/)?.[0] ?? "";
  const captured = (pattern: RegExp) => form.match(pattern)?.[1]?.replace(/&#x27;/g, "'") ?? null;
  return {
    nickname:
      captured(/<input[^>]*name="tag"[^>]*value="([^"]*)"/) ?? captured(/<input[^>]*value="([^"]*)"[^>]*name="tag"/),
    server: captured(/name="server" value="([^"]*)"/),
    platform: captured(/name="plataforma_selecionada" value="([^"]*)"/),
  };
}

async function addFromGamePage(cookie: string, fields: { tag: string; server: string; platform: string }) {
  const response = await postForm(
    `/game/${shop.wow.id}?type=items&server=${fields.server}&platform=${fields.platform}`,
    { item_id: String(shop.item.id), tag: fields.tag, server: fields.server, plataforma_selecionada: fields.platform },
    { cookie },
  );
  expect(response.status).toBe(200);
}

describe("the game page's remembered choices", () => {
  it("open the page with the nickname, server and platform of the shopper's last add from it", async () => {
    const cookie = await signIn(await createVerifiedAccount("choices"));
    expect(await purchaseForm(`/game/${shop.wow.id}?type=items`, cookie)).toEqual({
      nickname: "",
      server: "Azralon",
      platform: "PC",
    });

    await addFromGamePage(cookie, { tag: "Thrall", server: "Nemesis", platform: "Mac" });
    expect(await purchaseForm(`/game/${shop.wow.id}?type=items`, cookie)).toEqual({
      nickname: "Thrall",
      server: "Nemesis",
      platform: "Mac",
    });
    // The coin tab of the same game too.
    expect(await purchaseForm(`/game/${shop.wow.id}`, cookie)).toMatchObject({ nickname: "Thrall", server: "Nemesis" });

    // The latest add wins.
    await addFromGamePage(cookie, { tag: "Jaina", server: "Gallywix", platform: "PC" });
    expect(await purchaseForm(`/game/${shop.wow.id}?type=items`, cookie)).toEqual({
      nickname: "Jaina",
      server: "Gallywix",
      platform: "PC",
    });
  });

  it("give way to the choices in the address", async () => {
    const cookie = await signIn(await createVerifiedAccount("choices-url"));
    await addFromGamePage(cookie, { tag: "Thrall", server: "Nemesis", platform: "Mac" });
    expect(await purchaseForm(`/game/${shop.wow.id}?type=items&server=Goldrinn&platform=PC`, cookie)).toEqual({
      nickname: "Thrall",
      server: "Goldrinn",
      platform: "PC",
    });
  });

  it("belong to one shopper and one game", async () => {
    const first = await signIn(await createVerifiedAccount("choices-a"));
    await addFromGamePage(first, { tag: "Sylvanas", server: "Nemesis", platform: "Mac" });
    const other = await signIn(await createVerifiedAccount("choices-b"));
    expect(await purchaseForm(`/game/${shop.wow.id}?type=items`, other)).toEqual({
      nickname: "",
      server: "Azralon",
      platform: "PC",
    });
    const tibia = await gameNamed("Tibia");
    await itemOf(tibia.id);
    expect((await purchaseForm(`/game/${tibia.id}?type=items`, first)).nickname).toBe("");
    // A visitor's page is the same as ever (and may be shared from the edge cache).
    expect(await purchaseForm(`/game/${shop.wow.id}?type=items`)).toEqual({
      nickname: "",
      server: "Azralon",
      platform: "PC",
    });
  });

  it("are stored only when the add goes through", async () => {
    const account = await createVerifiedAccount("choices-refused");
    const cookie = await signIn(account);
    const refused = await postForm(
      `/game/${shop.wow.id}?type=items`,
      { item_id: "999999", tag: "Ghost", server: "Nemesis" },
      { cookie },
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const user = await db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, account.email) });
    expect(await rememberedGameChoices(db, user?.id ?? 0, shop.wow.id)).toBeNull();
  });
});

describe("?tag= on a return link", () => {
  it("fills the nickname field, for a visitor too", async () => {
    expect((await purchaseForm(`/game/${shop.wow.id}?type=items&tag=Anduin`)).nickname).toBe("Anduin");
  });

  it("leaves the nickname's hint a hint, never the 'inform your nickname' warning beside a filled one", async () => {
    const html = await (await fetchWorker(`/game/${shop.wow.id}?type=items&tag=Anduin`)).text();
    // Before the page's code the warning is there only for the browser's check to reveal (CSS
    // :user-invalid, never for a filled field); nothing else says it.
    const shown = html.replace(/<p class="[^"]*field-hint--when-invalid[^"]*"[^>]*>[^<]*<\/p>/, "");
    expect(shown).not.toBe(html);
    expect(visibleText(shown)).toContain("The delivery goes to this nickname: check its spelling.");
    expect(visibleText(shown)).not.toContain("Please inform your nickname");
  });

  it("is ignored when blank or longer than a nickname can be", async () => {
    expect((await purchaseForm(`/game/${shop.wow.id}?tag=%20%20`)).nickname).toBe("");
    const long = "x".repeat(MAX_NICKNAME_LENGTH + 1);
    expect((await purchaseForm(`/game/${shop.wow.id}?tag=${long}`)).nickname).toBe("");
  });
});
