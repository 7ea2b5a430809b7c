// Every refusal a shopper can see reads as a sentence in both languages (issue 13): the services
// name their refusals (DomainError and the shared valibot schemas) by text key, so this reads every
// key-shaped string in the areas' rules (workers/<area>/*.ts) and in the rules and schemas of shared/ and checks its
// English and Portuguese texts. A new refusal whose key has no text, or whose text is a bare label
// ("Fixed quantity"), fails here.
import { describe, expect, it } from "vitest";
import { resources } from "../../../shared/i18n/resources";
import { createTranslator } from "../../../shared/i18n/translator";

const sources = import.meta.glob(
  [
    "../../../workers/*/*.ts",
    "!../../../workers/{edge,db}/*.ts",
    "../../../shared/{validation,person-fields,ids}.ts",
    "../../../shared/{admin,auth,cart,catalogue,chat,contact,orders,privacy}/*.ts",
  ],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

/**
 * Key-shaped strings in the services that are not texts: the payment provider's object and event
 * names, and the Pix BR Code's identifier (br.gov.bcb.pix).
 */
const PROVIDER_NAMES = /^(checkout\.session|charge|br\.gov\.bcb)(\.|$)/;

/** Email domains the services name (Gmail's, the deleted accounts' .invalid one): not texts either. */
const EMAIL_DOMAINS = /\.(com|invalid)$/;

/**
 * Texts the services name that a shopper never sees as a refusal: checklist labels, the emails'
 * own lines, and the admin area's field hints (admins only).
 */
function isRefusalKey(key: string, before: string): boolean {
  if (PROVIDER_NAMES.test(key) || EMAIL_DOMAINS.test(key) || /^(emails|admin|privacy\.export)\./.test(key))
    return false;
  return !/label:\s*$/.test(before);
}

/** The source without its comments, which quote example keys and field paths. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "$1");
}

/**
 * The keys a key-shaped string stands for: itself, or each of its plural forms. An area of texts (`contact.errors`) is what the shared
 * field rules are given (shared/person-fields.ts builds `{area}.emailInvalid` and the
 * like from it), so it stands for every text in that area.
 */
function keysOf(key: string): string[] {
  const text = (path: string) =>
    path
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources.en.translation);
  const area = text(key);
  // A text with plural forms (`_one`, `_other`, picked by its count) stands for each form.
  if (area === undefined && typeof text(`${key}_other`) === "string") {
    return ["zero", "one", "other"].map((form) => `${key}_${form}`).filter((form) => text(form) !== undefined);
  }
  if (area === null || typeof area !== "object") return [key];
  return Object.keys(area).flatMap((child) => keysOf(`${key}.${child}`));
}

function refusalKeys(): string[] {
  const keys = new Set<string>();
  for (const raw of Object.values(sources) as string[]) {
    const source = withoutComments(raw);
    for (const match of source.matchAll(/"([a-z]+(?:\.[A-Za-z0-9_]+)+)"/g)) {
      const key = match[1] ?? "";
      if (!isRefusalKey(key, source.slice(Math.max(0, (match.index ?? 0) - 20), match.index))) continue;
      for (const each of keysOf(key)) keys.add(each);
    }
  }
  return [...keys].sort();
}

/**
 * A sentence, not a label: it starts with a capital letter and has at least three words. The
 * spec's own messages ("Email is required", "Senha é obrigatória") have no full stop, so the
 * stop is not required; "Fixed quantity" and "Required" are labels.
 */
function readsAsSentence(text: string): boolean {
  return /^[\p{Lu}¡¿"“]/u.test(text) && text.trim().split(/\s+/).length >= 3;
}

describe("refusals a shopper can see", () => {
  const keys = refusalKeys();

  it("are found in the services (the scan itself works)", () => {
    expect(keys).toContain("cart.fixedQuantityRefused");
    expect(keys).toContain("cart.quantityTooLarge");
    expect(keys).toContain("auth.validation.passwordMin8");
    expect(keys).not.toContain("auth.passwordRules.min8");
    // Named through their area by the shared field rules.
    expect(keys).toContain("contact.errors.emailTooLong");
    expect(keys).toContain("support.errors.nameTooShort");
    expect(keys.length).toBeGreaterThan(50);
  });

  for (const language of ["en", "pt"] as const) {
    it(`have a ${language} text for every key`, () => {
      const t = createTranslator(language, resources[language].translation);
      expect(keys.filter((key) => t(key) === key)).toEqual([]);
    });

    it(`read as sentences in ${language}, never as a bare label`, () => {
      const t = createTranslator(language, resources[language].translation);
      const notSentences = keys
        .map((key) => ({ key, text: t(key, { seconds: 30 }) }))
        .filter(({ text }) => !readsAsSentence(text));
      expect(notSentences).toEqual([]);
    });
  }

  it("refuse to change a coin line's quantity with a sentence, not the cart's label", () => {
    for (const language of ["en", "pt"] as const) {
      const t = createTranslator(language, resources[language].translation);
      expect(t("cart.fixedQuantityRefused")).not.toBe(t("cart.fixedQuantity"));
    }
  });
});
