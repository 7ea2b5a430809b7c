// Issue 47: every claim the store makes about itself (support hours, delivery speed) comes from its
// settings and its measured figures, the same on every page and in both languages. No text states
// one itself; changing a setting changes every page that states it.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resources } from "../../../shared/i18n/resources";
import type { TextTree } from "../../../shared/i18n/translator";
import { seedOnce } from "../../../tests/workers/support/admin";
import { trustRecords } from "../../../tests/workers/support/delivered-orders";
import { statedClaims } from "../../../tests/workers/support/stated-claims";
import { callApi, fetchWorker } from "../../../tests/workers/support/store";
import { setStoreSetting } from "../../../tests/workers/support/store-setting";
import { db, visibleText } from "../../../tests/workers/support/worker";
import { refreshTrustFigures } from "../trust-figures";

// Texts that name what a setting of 0 means, for the admin setting it and for the promise it makes.
const SAYS_WHAT_A_SETTING_MEANS = new Set([
  "deliveryPromise.instant",
  "deliveryPromise.instantShort",
  "admin.validation.deliveryHours",
  "admin.settings.deliveryHoursHint",
  "orderTrust.fields.deliveryMinutesHint",
]);

function leaves(tree: TextTree, prefix = ""): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const page = async (path: string, language: "en" | "pt") =>
  visibleText(await (await fetchWorker(path, {}, { language })).text());

beforeAll(async () => {
  await seedOnce();
});

describe("the store's texts", () => {
  it("state no support hours, 24/7, instant delivery or delivery time of their own, in either language", () => {
    const stated = Object.entries(resources).flatMap(([language, { translation }]) =>
      leaves(translation as unknown as TextTree)
        .filter(([key]) => !SAYS_WHAT_A_SETTING_MEANS.has(key.replace(/_(?:one|other|zero)$/, "")))
        .flatMap(([key, text]) => statedClaims(text).map((claim) => `${language} ${key}: ${claim}`)),
    );
    expect(stated).toEqual([]);
  });
});

describe("the pages that state the support hours", () => {
  it("show the hours the settings hold, on About, Contact and GET /api/support, in both languages", async () => {
    const restore = await setStoreSetting("supportHours", { days: [6, 7], opens: "10:00", closes: "14:00" });
    try {
      for (const path of ["/sobre", "/contato"]) {
        const en = await page(path, "en");
        expect(en).toMatch(/Saturday to Sunday, 10:00 AM to 2:00 PM \(Brasília time\)/);
        expect(en).not.toContain("Monday to Friday");
        expect(en).not.toContain("24/7");
        const pt = await page(path, "pt");
        expect(pt).toContain("sábado a domingo, das 10:00 às 14:00 (horário de Brasília)");
        expect(pt).not.toContain("24/7");
      }
      const contact = await page("/contato", "en");
      // WhatsApp, email and the FAQ say the same hours.
      expect(contact.match(/Saturday to Sunday, 10:00 AM to 2:00 PM/g)).toHaveLength(3);
      const api = await (await callApi("GET", "/api/support", undefined, { language: "pt" })).json();
      expect(api).toMatchObject({
        hours: "sábado a domingo, das 10:00 às 14:00 (horário de Brasília)",
        schedule: { days: [6, 7], opens: "10:00", closes: "14:00", time_zone: "America/Sao_Paulo" },
      });
    } finally {
      await restore();
    }
    expect(await page("/sobre", "en")).toMatch(/Monday to Friday, 9:00 AM to 6:00 PM \(Brasília time\)/);
  });
});

describe("the chat's online line", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const supportAt = async (utc: string) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(utc));
    return (await callApi("GET", "/api/support", undefined, { language: "en" })).json<{
      open: boolean;
      next_opening: string | null;
    }>();
  };

  it("is online on a Tuesday at 16:00 Brasília inside Monday to Friday, 9 to 18", async () => {
    expect(await supportAt("2026-12-01T19:00:00Z")).toMatchObject({ open: true, next_opening: null });
  });

  it("is offline after hours and says when support is back", async () => {
    expect(await supportAt("2026-12-01T22:30:00Z")).toEqual(
      expect.objectContaining({ open: false, next_opening: "2026-12-02T12:00:00.000Z" }),
    );
  });

  it("follows the setting: the same Tuesday afternoon is offline when support answers weekends only", async () => {
    const restore = await setStoreSetting("supportHours", { days: [6, 7], opens: "10:00", closes: "14:00" });
    try {
      expect(await supportAt("2026-12-01T19:00:00Z")).toMatchObject({
        open: false,
        next_opening: "2026-12-05T13:00:00.000Z",
      });
    } finally {
      vi.useRealTimers();
      await restore();
    }
  });
});

describe("the pages that state the delivery speed", () => {
  it("say the settings' promise and, once there are deliveries, the measured figures", async () => {
    const restore = await setStoreSetting("deliveryHours", 12);
    try {
      const before = await page("/contato", "en");
      expect(before).toContain("Without its own: Delivered within 12 hours of the payment confirmation.");
      expect(before).not.toContain("half our orders");
      expect(await page("/contato", "pt")).toContain("Sem prazo próprio: Entrega em até 12 horas");

      const now = new Date();
      await trustRecords(now);
      await refreshTrustFigures(db, now);
      expect(await page("/contato", "en")).toContain(
        "In the last 30 days, half our orders were delivered within 20 min, and 67% on time.",
      );
      expect(await page("/contato", "pt")).toContain(
        "Nos últimos 30 dias, metade dos nossos pedidos foi entregue em até 20 min, e 67% no prazo.",
      );
      expect(await page("/sobre", "en")).toContain("orders delivered on time in the last 30 days 67%");
      expect(await page("/sobre", "pt")).toContain("pedidos entregues no prazo nos últimos 30 dias 67%");
    } finally {
      await restore();
    }
  });
});
