import type { FieldRule } from "@shared/person-fields";
import { useTranslation } from "~/i18n/use-translation";

/** The live list of password rules, ticked as the person types (the same rules the server checks). */
export function PasswordChecklist({ rules, password, id }: { rules: FieldRule[]; password: string; id?: string }) {
  const { t } = useTranslation();
  const listed = rules.flatMap((rule) => (rule.label ? [{ ...rule, label: rule.label }] : []));
  return (
    <div className="password-checklist" id={id}>
      <p className="password-checklist__title">{t("auth.passwordRules.title")}</p>
      <ul>
        {listed.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.message} className={met ? "is-met" : undefined}>
              <span aria-hidden="true" className="password-checklist__mark">
                {met ? "✓" : "•"}
              </span>
              {t(rule.label)}
              <span className="visually-hidden">
                : {t(met ? "auth.passwordRules.met" : "auth.passwordRules.unmet")}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
