import { ACCEPTED_IMAGE_TYPES } from "@workers/services/admin/media";
import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";

/** The file input that goes with an image address field (the server stores it and fills the address). */
export function ImageUpload() {
  const { t } = useTranslation();
  return (
    <Field
      label={t("admin.common.imageFile")}
      hint={t("admin.common.imageFileHint")}
      name="imageFile"
      type="file"
      accept={ACCEPTED_IMAGE_TYPES}
    />
  );
}
