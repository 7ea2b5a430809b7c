import { useSearchParams } from "@remix-run/react";
import { FormAlert } from "~/components/form/form-alert";
import { useTranslation } from "~/i18n/use-translation";

const DONE = {
  deleted: "deletedMessage",
  archived: "archivedMessage",
  restored: "restoredMessage",
  saved: "saved",
} as const;

/** The outcome an action redirected with (`?done=saved|deleted|archived|restored`), announced politely. */
export function DoneMessage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const done = params.get("done");
  if (done === null || !(done in DONE)) return null;
  return <FormAlert kind="success">{t(`admin.common.${DONE[done as keyof typeof DONE]}`)}</FormAlert>;
}
