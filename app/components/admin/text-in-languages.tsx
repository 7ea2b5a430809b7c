import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";
import { TextAreaField } from "./text-area-field";

/**
 * One catalogue text typed in both languages: `name` holds the English, `${name}Pt` the
 * Portuguese. The storefront shows the other language's text where one is left empty.
 */
export function TextInLanguages({
  label,
  name,
  values,
  errors,
  multiline = false,
}: {
  label: string;
  name: string;
  values: { en?: string; pt?: string };
  errors: Partial<Record<string, string[]>>;
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  const Control = multiline ? TextAreaField : Field;
  return (
    <fieldset className="admin-languages">
      <legend>{label}</legend>
      <Control
        label={t("admin.textLanguages.en", { field: label })}
        name={name}
        lang="en"
        defaultValue={values.en}
        hint={t("admin.textLanguages.enHint")}
        errors={errors[name]}
      />
      <Control
        label={t("admin.textLanguages.pt", { field: label })}
        name={`${name}Pt`}
        lang="pt-BR"
        defaultValue={values.pt}
        hint={t("admin.textLanguages.ptHint")}
        errors={errors[`${name}Pt`]}
      />
    </fieldset>
  );
}
