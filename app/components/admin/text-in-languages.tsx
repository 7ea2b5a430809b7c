import type { EntryField } from "~/components/admin/catalogue-editor";
import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";
import { TextAreaField } from "./text-area-field";

/**
 * One catalogue text typed in both languages: `name` holds the English, `${name}Pt` the
 * Portuguese. The storefront shows the other language's text where one is left empty.
 */
export function TextInLanguages({
  field,
  name,
  values,
  multiline = false,
}: {
  field: (name: string) => EntryField;
  name: string;
  values: { en?: string; pt?: string };
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  const { label, errors } = field(name);
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
        errors={errors}
      />
      <Control
        label={t("admin.textLanguages.pt", { field: label })}
        name={`${name}Pt`}
        lang="pt-BR"
        defaultValue={values.pt}
        hint={t("admin.textLanguages.ptHint")}
        errors={field(`${name}Pt`).errors}
      />
    </fieldset>
  );
}
