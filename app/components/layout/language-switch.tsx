import { Form, useLocation } from "@remix-run/react";
import { type Language, supportedLanguages } from "@shared/i18n/config";
import { useTranslation } from "~/i18n/use-translation";

const labels: Record<Language, { short: string; key: "header.switchToEnglish" | "header.switchToPortuguese" }> = {
  en: { short: "EN", key: "header.switchToEnglish" },
  pt: { short: "PT", key: "header.switchToPortuguese" },
};

/** EN/PT buttons; a plain form post, so it works before (and without) JavaScript. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const redirectTo = location.pathname + location.search;
  return (
    <Form method="post" action="/set-language" className="language-switch" aria-label={t("header.language")}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {supportedLanguages.map((lng) => (
        <button
          key={lng}
          type="submit"
          name="lng"
          value={lng}
          lang={lng}
          aria-pressed={i18n.language === lng}
          aria-label={t(labels[lng].key)}
          data-testid={`language-${lng}`}
        >
          {labels[lng].short}
        </button>
      ))}
    </Form>
  );
}
