// Issue 47: whether support answers, and when it is back, come from the one supportHours setting,
// read in the store's time zone (America/Sao_Paulo, three hours behind UTC).
import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../shared/i18n/translators";
import { isSupportOpen, nextOpening, supportHoursText } from "../../../shared/settings/support-hours";
import { defaultStoreSettings } from "../store-settings";

const weekdays = defaultStoreSettings.supportHours;
// 1 December 2026 is a Tuesday.
const brasilia = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 11, day, hour + 3, minute));

describe("support hours", () => {
  it("are open on a Tuesday at 16:00 Brasília inside Monday to Friday, 9 to 18, and closed outside", () => {
    expect(isSupportOpen(weekdays, brasilia(1, 16))).toBe(true);
    expect(isSupportOpen(weekdays, brasilia(1, 9))).toBe(true);
    expect(isSupportOpen(weekdays, brasilia(1, 8, 59))).toBe(false);
    expect(isSupportOpen(weekdays, brasilia(1, 18))).toBe(false);
    // Saturday at noon.
    expect(isSupportOpen(weekdays, brasilia(5, 12))).toBe(false);
  });

  it("say when support is back: the next morning, or Monday after a Friday evening", () => {
    expect(nextOpening(weekdays, brasilia(1, 19)).toISOString()).toBe(brasilia(2, 9).toISOString());
    expect(nextOpening(weekdays, brasilia(1, 7)).toISOString()).toBe(brasilia(1, 9).toISOString());
    expect(nextOpening(weekdays, brasilia(4, 18, 30)).toISOString()).toBe(brasilia(7, 9).toISOString());
    expect(nextOpening({ days: [3], opens: "10:00", closes: "11:00" }, brasilia(2, 10, 30)).toISOString()).toBe(
      brasilia(9, 10).toISOString(),
    );
  });

  it("are said in each language from the setting, around the clock too", () => {
    const [en, pt] = [translatorFor("en"), translatorFor("pt")];
    expect(supportHoursText(en, "en", weekdays).replace(/\s/g, " ")).toBe(
      "Monday to Friday, 9:00 AM to 6:00 PM (Brasília time)",
    );
    expect(supportHoursText(pt, "pt", weekdays)).toBe(
      "segunda-feira a sexta-feira, das 9:00 às 18:00 (horário de Brasília)",
    );
    const weekend = { days: [7, 6, 1] as Array<1 | 6 | 7>, opens: "10:00", closes: "24:00" };
    expect(supportHoursText(en, "en", weekend).replace(/\s/g, " ")).toBe(
      "Monday, Saturday to Sunday, 10:00 AM to 12:00 AM (Brasília time)",
    );
    const always = { days: [1, 2, 3, 4, 5, 6, 7] as Array<1 | 2 | 3 | 4 | 5 | 6 | 7>, opens: "00:00", closes: "24:00" };
    expect(supportHoursText(pt, "pt", always)).toBe("a qualquer hora, todos os dias");
    expect(isSupportOpen(always, brasilia(5, 3))).toBe(true);
  });
});
