import { describe, expect, it } from "vitest";
import { resources } from "../../../shared/i18n/resources";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe("translations", () => {
  const english = keysOf(resources.en.translation).sort();
  const portuguese = keysOf(resources.pt.translation).sort();

  it("has every English key in Portuguese", () => {
    expect(english.filter((key) => !portuguese.includes(key))).toEqual([]);
  });

  it("has every Portuguese key in English", () => {
    expect(portuguese.filter((key) => !english.includes(key))).toEqual([]);
  });

  it("has no empty text", () => {
    for (const language of [resources.en.translation, resources.pt.translation]) {
      const empty = keysOf(language).filter((key) => {
        const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], language);
        return typeof value !== "string" || value.trim() === "";
      });
      expect(empty).toEqual([]);
    }
  });
});
