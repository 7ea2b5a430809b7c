// Pictures: an admin's upload comes with a small copy for cards, drawn by the admin's own browser
// (a Worker has no image library), and the store's pages give every picture its size, load the
// ones below the fold lazily.
import { deflateSync } from "node:zlib";
import { expect, signIn, test } from "../../../tests/e2e/support/accounts";
import { PHONE } from "../../../tests/e2e/support/projects";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

test.use({ locale: "en-US" });

/** A plain PNG of `width`×`height` pixels, all one colour. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(body.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(Buffer.concat([Buffer.from(type), body])));
    return Buffer.concat([head, Buffer.from(type), body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("an uploaded picture is stored with a small copy for cards, made in the admin's browser", async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, baseURL, demoAccounts.admin);
  await page.goto("/admin/items/new");
  await page.getByLabel("Game", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("Name", { exact: true }).fill(`Wide banner ${Date.now().toString(36)}`);
  await page.getByLabel("Price in reais (R$)").fill("4.90");
  await page.getByLabel("Upload an image instead").setInputFiles({
    name: "banner.png",
    mimeType: "image/png",
    buffer: png(1600, 900),
  });
  // The copy is drawn as soon as the file is chosen.
  await expect
    .poll(() => page.locator('input[name="imageCardFile"]').evaluate((input: HTMLInputElement) => input.files?.length))
    .toBe(1);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/items\/\d+\?done=saved$/);
  // The saved item's page has drawn (the address changes a moment before).
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  const original = await page.getByLabel("Image address").inputValue();
  expect(original).toMatch(/^\/media\/[\w-]+\.png$/);

  const card = await page.request.get(original.replace(/\.png$/, "-card.png"));
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/webp");
  const size = await page.evaluate(
    async (url) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      return { width: bitmap.width, height: bitmap.height };
    },
    original.replace(/\.png$/, "-card.png"),
  );
  expect(size).toEqual({ width: 640, height: 360 });
  expect((await card.body()).length).toBeLessThan((await (await page.request.get(original)).body()).length);
});

// (Which copy a card offers for an upload is checked in workers/admin/tests/admin-catalogue.test.ts.)
test("pictures have their size and load lazily below the fold", PHONE, async ({ page }) => {
  await page.goto("/games");
  const pictures = page.locator(".game-card img");
  await expect(pictures.first()).toBeVisible();
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute("width", "320");
    await expect(picture).toHaveAttribute("height", "180");
  }
  // The first row (four cards) is fetched at once; the rest when scrolled near. Counted by card, not
  // by picture: games other tests create without a picture come first and show a placeholder.
  const cards = page.locator(".game-card");
  const count = await cards.count();
  expect(count).toBeGreaterThan(4);
  for (let index = 0; index < count; index += 1) {
    const picture = cards.nth(index).locator("img[width]");
    if ((await picture.count()) === 0) continue;
    await expect(picture, `card ${index + 1}`).toHaveAttribute("loading", index < 4 ? "eager" : "lazy");
  }
});

test("a new game saved with a cover shows that cover in its store preview at once", async ({ page, baseURL }) => {
  await signIn(page.request, baseURL, demoAccounts.admin);
  await page.goto("/admin/games/new");
  const name = `Covered ${Date.now().toString(36)}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Category").fill("RPG");
  await page.getByLabel("Upload an image instead").setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: png(640, 360),
  });
  const preview = page.getByRole("region", { name: "How it shows in the store" });
  // Before saving, the address is empty: the card shows the game's initials.
  await expect(preview.locator("[data-placeholder=game]")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/games\/\d+\?done=saved$/);
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  // The stored cover, in the address field and in the preview, without a reload.
  const stored = await page.getByLabel("Image address").inputValue();
  expect(stored).toMatch(/^\/media\/[\w-]+\.png$/);
  await expect(preview.locator("img")).toHaveAttribute("src", new RegExp(stored.replace(/\.png$/, "")));
  await expect(preview.locator("[data-placeholder=game]")).toHaveCount(0);
  await expect(preview.getByText(name)).toBeVisible();
});
