import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

/** Delete (or archive, when past orders refer to it) an entry; an archived one can be restored. */
export function RemoveEntry({ archived }: { archived: boolean }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="admin-card">
      <p className="field__hint">{t("admin.common.archiveHint")}</p>
      {archived ? (
        <button type="submit" name="intent" value="restore" className="button button--ghost" disabled={busy}>
          {t("admin.common.restore")}
        </button>
      ) : (
        <button type="submit" name="intent" value="remove" className="button button--ghost" disabled={busy}>
          {t("admin.common.archive")}
        </button>
      )}
    </Form>
  );
}
