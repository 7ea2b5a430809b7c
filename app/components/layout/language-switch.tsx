import { type Language, supportedLanguages } from "@shared/i18n/config";
import { useTranslation } from "~/i18n/use-translation";
import { ChoiceSwitch } from "./choice-switch";

const labels: Record<Language, { short: string; key: "header.switchToEnglish" | "header.switchToPortuguese" }> = {
  en: { short: "EN", key: "header.switchToEnglish" },
  pt: { short: "PT", key: "header.switchToPortuguese" },
};

/** EN/PT buttons, kept in the language cookie by /set-language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <ChoiceSwitch
      action="/set-language"
      name="lng"
      label={t("header.language")}
      choices={supportedLanguages.map((lng) => ({
        value: lng,
        short: labels[lng].short,
        label: t(labels[lng].key),
        lang: lng,
      }))}
      current={i18n.language}
      testIdPrefix="language"
    />
  );
}
