import { ACCEPTED_IMAGE_TYPES } from "@shared/admin/accepted-images";
import { useRef } from "react";
import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";
import { cardImageOf } from "./card-image";

/**
 * The file input that goes with an image address field (the server stores it and fills the
 * address). The browser adds a small copy of the chosen picture for cards in a hidden file input;
 * without script the form sends the picture alone, and cards show it whole.
 */
export function ImageUpload() {
  const { t } = useTranslation();
  const card = useRef<HTMLInputElement>(null);
  const choose = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const field = card.current;
    const file = event.currentTarget.files?.[0];
    if (!field) return;
    const copy = file ? await cardImageOf(file) : null;
    const files = new DataTransfer();
    if (copy) files.items.add(copy);
    field.files = files.files;
  };
  return (
    <>
      <Field
        label={t("admin.common.imageFile")}
        hint={t("admin.common.imageFileHint")}
        name="imageFile"
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        onChange={choose}
      />
      <input ref={card} type="file" name="imageCardFile" hidden tabIndex={-1} aria-hidden="true" />
    </>
  );
}
