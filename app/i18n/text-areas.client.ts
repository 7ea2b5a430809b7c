// The chunks of the texts that panels load on demand (./lazy-texts.tsx): one per language and area, each
// placed as it sits in the whole tree (shared/i18n/locales/en.ts), under its key or at the top.
import type { Language } from "@shared/i18n/config";
import type { TextTree } from "@shared/i18n/translator";

type Loaders = Record<Language, () => Promise<TextTree>>;

const areas = {
  auth: {
    en: () => import("@shared/i18n/locales/en/auth").then((file) => ({ auth: file.default })),
    pt: () => import("@shared/i18n/locales/pt/auth").then((file) => ({ auth: file.default })),
  },
  // The second step of signing in (the authenticator's code).
  twoFactor: {
    en: () => import("@shared/i18n/locales/en/two-factor").then((file) => ({ twoFactor: file.default })),
    pt: () => import("@shared/i18n/locales/pt/two-factor").then((file) => ({ twoFactor: file.default })),
  },
  // The sign-in form's passkey button and its failures.
  passkeys: {
    en: () => import("@shared/i18n/locales/en/passkeys").then((file) => ({ passkeys: file.default })),
    pt: () => import("@shared/i18n/locales/pt/passkeys").then((file) => ({ passkeys: file.default })),
  },
  // The register form's consent and its links.
  policies: {
    en: () => import("@shared/i18n/locales/en/policies").then((file) => ({ policies: file.default })),
    pt: () => import("@shared/i18n/locales/pt/policies").then((file) => ({ policies: file.default })),
  },
  shopping: {
    en: () => import("@shared/i18n/locales/en/shopping").then((file) => file.default),
    pt: () => import("@shared/i18n/locales/pt/shopping").then((file) => file.default),
  },
  cartUndo: {
    en: () => import("@shared/i18n/locales/en/cart-undo").then((file) => ({ cartUndo: file.default })),
    pt: () => import("@shared/i18n/locales/pt/cart-undo").then((file) => ({ cartUndo: file.default })),
  },
  lines: {
    en: () => import("@shared/i18n/locales/en/lines").then((file) => ({ lines: file.default })),
    pt: () => import("@shared/i18n/locales/pt/lines").then((file) => ({ lines: file.default })),
  },
  vocabulary: {
    en: () => import("@shared/i18n/locales/en/vocabulary").then((file) => ({ vocabulary: file.default })),
    pt: () => import("@shared/i18n/locales/pt/vocabulary").then((file) => ({ vocabulary: file.default })),
  },
  chat: {
    en: () => import("@shared/i18n/locales/en/chat").then((file) => file.default),
    pt: () => import("@shared/i18n/locales/pt/chat").then((file) => file.default),
  },
  support: {
    en: () => import("@shared/i18n/locales/en/support").then((file) => file.default),
    pt: () => import("@shared/i18n/locales/pt/support").then((file) => file.default),
  },
} satisfies Record<string, Loaders>;

export type TextArea = keyof typeof areas;

export function loadArea(language: Language, area: TextArea): Promise<TextTree> {
  return areas[area][language]();
}
