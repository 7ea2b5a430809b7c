// The store settings form: what it saves is what the storefront reads, at once; bad input changes nothing.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, seedOnce } from "../../../tests/workers/support/admin";
import { db, gameNamed } from "../../../tests/workers/support/catalogue-rows";
import * as admins from "../../../tests/workers/support/passkey-sessions";
import { validSettingsForm } from "../../../tests/workers/support/settings-form";
import { fetchWorker, origin, postForm, signIn } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { listFeaturedGames } from "../../catalogue/featured";
import { auditLog } from "../../db/schema";
import { getStoreSettings } from "../../settings/store-settings";

let admin = "";

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
});

const valid = validSettingsForm;

describe("admin settings", () => {
  it("save what the storefront reads, featured games in their order, with an audit entry", async () => {
    const tibia = await gameNamed("Tibia");
    const wow = await gameNamed("World of Warcraft");
    const response = await postForm(
      "/admin/settings",
      { ...valid, featured0: String(tibia.id), featured1: String(wow.id), featured2: String(tibia.id) },
      { cookie: admin },
    );
    expect(response.status).toBe(200);
    expect(await getStoreSettings(db)).toMatchObject({
      brlPerUsd: 5.4,
      usdRounding: "whole",
      contactEmail: "help@store.example",
      pixEnabled: true,
      pixExpiryMinutes: 15,
      threeDSecureAboveCents: 25050,
      foundedYear: 2021,
      deliveryHours: 12,
      // The compensation box was left unticked: late orders paid from now on are not compensated.
      compensationEnabled: false,
      compensationPercent: 15,
      receiptWindowDays: 5,
      lowStockThreshold: 4,
      supportRefundLimitCents: { BRL: 15050, USD: 3000 },
      // 00:00 in the closing time field is midnight at the end of the day.
      supportHours: { days: [1, 3, 5], opens: "10:00", closes: "24:00" },
    });
    expect((await listFeaturedGames(db)).map((game) => game.id)).toEqual([tibia.id, wow.id]);
    expect(visibleText(await (await fetchWorker("/contato")).text())).toContain("help@store.example");
    expect(await db.select().from(auditLog).where(eq(auditLog.entity, "settings"))).toHaveLength(1);
  });

  it("require a passkey's session for the admin area when asked, turned on only from such a session", async () => {
    const account = await admins.newAdmin("admin-passkeys-only");
    const password = { cookie: await signIn(account) };
    const authenticator = await admins.addPasskeyTo(account.password, admins.ceremonyFor(origin), password);
    const passkey = { cookie: await admins.passkeySession(authenticator, admins.ceremonyFor(origin)) };
    // A development store asks admins for no second factor: the password's session is let in while it is off.
    expect((await admins.adminAnswers(password)).page).toBe(200);

    const refused = await postForm(
      "/admin/settings",
      { ...valid, adminPasskeysOnly: "on" },
      { ...password, language: "pt" },
    );
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("Entre com uma chave de acesso antes de exigir");
    expect((await getStoreSettings(db)).adminPasskeysOnly).toBe(false);

    const saved = await postForm("/admin/settings", { ...valid, adminPasskeysOnly: "on" }, passkey);
    expect(saved.status).toBe(200);
    expect((await getStoreSettings(db)).adminPasskeysOnly).toBe(true);
    // Where it is sent, the admin can still add a passkey, and is told to.
    await admins.expectSentToSignInWithPasskey(password);
    expect((await admins.adminAnswers(passkey)).page).toBe(200);

    await postForm("/admin/settings", valid, passkey);
    expect((await admins.adminAnswers(password)).page).toBe(200);
  });

  it("set the footer's social links and contact email; an empty link is not shown", async () => {
    await postForm("/admin/settings", valid, { cookie: admin });
    const html = await (await fetchWorker("/")).text();
    const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
    expect(footer).toContain('href="https://www.instagram.com/newstore"');
    expect(footer).toContain('href="mailto:help@store.example"');
    expect(footer).not.toContain("discord");

    await postForm("/admin/settings", { ...valid, instagramUrl: "" }, { cookie: admin });
    const without = await (await fetchWorker("/")).text();
    const emptyFooter = without.slice(without.indexOf("<footer"), without.indexOf("</footer>"));
    expect(emptyFooter).not.toContain("instagram");
    expect(visibleText(emptyFooter)).not.toContain("Follow us");
  });

  it("refuse bad values inline and change nothing", async () => {
    const before = await getStoreSettings(db);
    const response = await postForm(
      "/admin/settings",
      {
        ...valid,
        contactEmail: "nope",
        communityUrl: "http://plain",
        instagramUrl: "instagram.com/store",
        whatsappNumber: "+55 11",
        foundedYear: "1800",
        supportDays: [],
        supportOpens: "18:00",
        supportCloses: "09:00",
        supportRefundLimitUsd: "10000,01",
      },
      { cookie: admin },
    );
    expect(response.status).toBe(400);
    const page = visibleText(await response.text());
    for (const message of [
      "Enter a valid email",
      "An https:// address",
      "An https:// address, or leave it empty to hide the link",
      "Digits only, 8 to 15",
      "A year between 1990 and 2100",
      "Tick at least one day",
      "Support closes after it opens (00:00 is midnight)",
      "An amount from 0 to 10000, such as 100 or 100.00",
    ]) {
      expect(page).toContain(message);
    }
    expect(await getStoreSettings(db)).toEqual(before);
  });

  it("save the risk rules, each on or off with its value, and refuse bad ones (issue 51)", async () => {
    const saved = await postForm(
      "/admin/settings",
      {
        ...valid,
        riskFirstOrderOn: "on",
        riskFirstOrderAboveBRL: "800,00",
        riskFirstOrderAboveUSD: "150",
        riskCountryMismatchOn: "on",
        riskDisposableEmailOn: "on",
        riskDisposableDomains: "Mailinator.com\nyopmail.com, mailinator.com",
        riskFailedPayments: "4",
        riskProviderOn: "on",
        riskProviderLevel: "highest",
        riskReviewHours: "12",
      },
      { cookie: admin },
    );
    expect(saved.status).toBeLessThan(400);
    expect((await getStoreSettings(db)).riskRules).toEqual({
      firstOrderAbove: { on: true, BRL: 80_000, USD: 15_000 },
      countryMismatch: { on: true },
      disposableEmail: { on: true, domains: ["mailinator.com", "yopmail.com"] },
      failedPayments: { on: false, count: 4 },
      providerRisk: { on: true, level: "highest" },
      reviewHours: 12,
    });
    const page = visibleText(await (await fetchWorker("/admin/settings", {}, { cookie: admin })).text());
    expect(page).toContain("Risky orders");
    expect(page).toContain("Hours to review a held order");

    const before = await getStoreSettings(db);
    const refused = await postForm(
      "/admin/settings",
      { ...valid, riskDisposableDomains: "not a domain", riskReviewHours: "100", riskFailedPayments: "0" },
      { cookie: admin },
    );
    expect(refused.status).toBe(400);
    const answer = visibleText(await refused.text());
    for (const message of [
      "Enter up to 200 domain names",
      "Enter a whole number of hours from 1 to 72.",
      "Enter a whole number from 1 to 50.",
    ]) {
      expect(answer).toContain(message);
    }
    expect(await getStoreSettings(db)).toEqual(before);
  });
});
