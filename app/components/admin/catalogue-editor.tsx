import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type * as v from "valibot";
import { DoneMessage } from "~/components/admin/done-message";
import { RemoveEntry } from "~/components/admin/remove-entry";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";
import { formValues, useCheckedForm } from "~/lib/forms";

/**
 * Which saved state of an entry its edit page shows. The page keys its form and preview by it: a save
 * answers with the saved entry's page (a new game's first cover, a replaced image), and the form and
 * the "how it shows in the store" preview start again from what was stored, not from what was typed
 * (an uploaded file leaves the address field empty).
 */
export function savedVersion(saved: { id: number; updatedAt: string } | null): string {
  return saved ? `${saved.id}@${saved.updatedAt}` : "new";
}

/** What a field of an entry's form takes from its name: its label (`admin.{section}.{name}`) and its messages. */
export interface EntryField {
  label: string;
  name: string;
  errors: string[] | undefined;
}

/**
 * The edit page of a catalogue entry (`/admin/{section}/{id|new}`): the form, checked with the
 * resource's `schema` before it is sent (its fields are the `children`, given `field(name)`: the
 * label, name and messages of one field), the preview beside it, fed every change through `onValues`, and the archive or restore
 * button of a saved entry.
 */
export function CatalogueEditor({
  section,
  schema,
  saved,
  upload = false,
  onValues,
  preview,
  previewInCard = false,
  children,
}: {
  section: "games" | "coins" | "items";
  schema: v.GenericSchema;
  saved: { archivedAt: string | null } | null;
  /** The form sends an image file (multipart). */
  upload?: boolean;
  onValues: (values: Record<string, string>) => void;
  preview: ReactNode;
  previewInCard?: boolean;
  children: (field: (name: string) => EntryField) => ReactNode;
}) {
  const { t } = useTranslation();
  const answer = useActionData();
  const busy = useNavigation().state === "submitting";
  const { ref, onSubmit, onInput, fieldErrors, formError } = useCheckedForm(schema, answer);
  const field = (name: string) => ({ label: t(`admin.${section}.${name}`), name, errors: fieldErrors[name] });
  return (
    <>
      <p>
        <Link to={`/admin/${section}`}>{t("admin.common.back")}</Link>
      </p>
      <h1>{saved ? t(`admin.${section}.edit`) : t(`admin.${section}.new`)}</h1>
      <DoneMessage />
      <div className="admin-grid admin-grid--2">
        <Form
          method="post"
          encType={upload ? "multipart/form-data" : undefined}
          className="admin-form"
          noValidate
          ref={ref}
          onSubmit={onSubmit}
          onInput={onInput}
          onChange={(event) => onValues(formValues(event.currentTarget))}
        >
          {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
          {children(field)}
          <SubmitButton busy={busy} label={t("admin.common.save")} busyLabel={t("admin.common.saving")} />
        </Form>
        <section aria-labelledby="preview-title" className={previewInCard ? "admin-card" : undefined}>
          <h2 id="preview-title">{t("admin.common.preview")}</h2>
          {preview}
        </section>
      </div>
      {saved ? <RemoveEntry archived={saved.archivedAt !== null} /> : null}
    </>
  );
}
