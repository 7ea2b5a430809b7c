import { type Language, supportedLanguages } from "@shared/i18n/config";
import { useTranslation } from "~/i18n/use-translation";
import { ChoiceSwitch } from "./choice-switch";

/** Each button is written in its own language, and says so (lang) for screen readers. */
const labels: Record<
  Language,
  { short: string; key: "header.switchToEnglish" | "header.switchToPortuguese"; lang: Language }
> = {
  en: { short: "EN", key: "header.switchToEnglish", lang: "en" },
  pt: { short: "PT", key: "header.switchToPortuguese", lang: "pt" },
};

/** EN/PT buttons, kept in the language cookie by /set-language. */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  return (
    <ChoiceSwitch
      action="/set-language"
      name="lng"
      labelKey="header.language"
      values={supportedLanguages}
      labels={labels}
      current={i18n.language}
      testIdPrefix="language"
    />
  );
}
