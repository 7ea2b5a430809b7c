import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { deliveryTimeText, promisedMinutes } from "@shared/delivery-promise";
import { ITEM_KINDS, type ItemKind } from "@workers/db/schema";
import { itemFormSchema } from "@workers/services/admin/catalogue-schemas";
import { pickableGames } from "@workers/services/admin/games";
import { createItem, getAdminItem, removeItem, restoreItem, updateItem } from "@workers/services/admin/items";
import { idFilterParam } from "@workers/services/admin/listing";
import { getStoreSettings } from "@workers/services/settings/store-settings";
import { useState } from "react";
import { DeliveryMinutesField } from "~/components/admin/delivery-minutes-field";
import { DoneMessage } from "~/components/admin/done-message";
import { GamePicker } from "~/components/admin/game-picker";
import { ImageUpload } from "~/components/admin/image-upload";
import { RemoveEntry } from "~/components/admin/remove-entry";
import { SelectField } from "~/components/admin/select-field";
import { TextAreaField } from "~/components/admin/text-area-field";
import { TextInLanguages } from "~/components/admin/text-in-languages";
import { ItemCard } from "~/components/catalogue/item-card";
import { PurchaseProvider } from "~/components/catalogue/purchase";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";
import { adminDeps, catalogueEditAction, idParam, refusalAsData } from "~/lib/admin.server";
import { formValues, useCheckedForm } from "~/lib/forms";
import { formatMoney, usePageLanguage } from "~/lib/money";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  const [item, settings] = await Promise.all([
    params.id === "new" ? null : refusalAsData(request, () => getAdminItem(db, idParam(params.id))),
    getStoreSettings(db),
  ]);
  const games = await pickableGames(db, item && "gameId" in item ? item.gameId : null);
  const gameFromAddress = idFilterParam(new URL(request.url).searchParams.get("game"));
  return { item, games, currency: settings.currency, deliveryHours: settings.deliveryHours, gameFromAddress };
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return catalogueEditAction(request, context, params.id, {
    section: "items",
    schema: itemFormSchema,
    create: createItem,
    update: updateItem,
    remove: removeItem,
    restore: restoreItem,
  });
}

export default function AdminItem() {
  const { item, games, currency, deliveryHours, gameFromAddress } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const busy = useNavigation().state === "submitting";
  const { ref, onSubmit, onInput, fieldErrors, formError } = useCheckedForm(itemFormSchema, answer);
  const saved = item && "kind" in item ? item : null;
  const [preview, setPreview] = useState<Record<string, string>>({
    name: saved?.name ?? "",
    price: saved ? (saved.priceCents / 100).toFixed(2) : "",
    imageUrl: saved?.imageUrl ?? "",
    subcategory: saved?.subcategory ?? "Geral",
    server: saved?.server ?? "",
    kind: saved?.kind ?? "item",
  });
  const previewCents = Math.round(Number((preview.price ?? "").replace(",", ".")) * 100) || 0;
  const previewMinutes = /^\d{1,5}$/.test(preview.deliveryMinutes ?? "") ? Number(preview.deliveryMinutes) : null;
  const previewKind: ItemKind = ITEM_KINDS.find((kind) => kind === preview.kind) ?? "item";
  return (
    <>
      <p>
        <Link to="/admin/items">{t("admin.common.back")}</Link>
      </p>
      <h1>{saved ? t("admin.items.edit") : t("admin.items.new")}</h1>
      <DoneMessage />
      <div className="admin-grid admin-grid--2">
        <Form
          method="post"
          encType="multipart/form-data"
          className="admin-form"
          noValidate
          ref={ref}
          onSubmit={onSubmit}
          onInput={onInput}
          onChange={(event) => setPreview(formValues(event.currentTarget))}
        >
          {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
          <GamePicker games={games} chosen={saved?.gameId ?? gameFromAddress} errors={fieldErrors.gameId} />
          <SelectField
            label={t("admin.items.kind")}
            name="kind"
            defaultValue={saved?.kind ?? "item"}
            options={ITEM_KINDS.map((kind) => ({ value: kind, label: t(`admin.kinds.${kind}`) }))}
            errors={fieldErrors.kind}
          />
          <Field
            label={t("admin.items.name")}
            name="name"
            defaultValue={saved?.name}
            required
            errors={fieldErrors.name}
          />
          <Field
            label={t("admin.items.price")}
            name="price"
            inputMode="decimal"
            defaultValue={saved ? (saved.priceCents / 100).toFixed(2) : undefined}
            required
            errors={fieldErrors.price}
          />
          <Field
            label={t("admin.items.imageUrl")}
            name="imageUrl"
            defaultValue={saved?.imageUrl}
            errors={fieldErrors.imageUrl}
          />
          <ImageUpload />
          <TextInLanguages
            label={t("admin.items.subcategory")}
            name="subcategory"
            values={{ en: saved?.subcategory ?? "Geral", pt: saved?.subcategoryPt }}
            errors={fieldErrors}
          />
          <Field
            label={t("admin.items.server")}
            name="server"
            defaultValue={saved?.server}
            errors={fieldErrors.server}
          />
          <Field
            label={t("admin.items.sortOrder")}
            name="sortOrder"
            inputMode="numeric"
            defaultValue={saved?.sortOrder ?? 0}
            errors={fieldErrors.sortOrder}
          />
          <DeliveryMinutesField value={saved?.deliveryMinutes} errors={fieldErrors.deliveryMinutes} />
          <TextAreaField
            label={t("orderTrust.fields.milestones")}
            hint={t("orderTrust.fields.milestonesHint")}
            name="milestones"
            rows={4}
            defaultValue={saved?.milestones.join("\n") ?? ""}
            errors={fieldErrors.milestones}
          />
          <SubmitButton busy={busy} label={t("admin.common.save")} busyLabel={t("admin.common.saving")} />
        </Form>
        <section aria-labelledby="preview-title">
          <h2 id="preview-title">{t("admin.common.preview")}</h2>
          <ul className="item-grid">
            <PurchaseProvider currency={currency} nicknameMissing>
              <ItemCard
                item={{
                  id: saved?.id ?? 0,
                  gameId: saved?.gameId ?? 0,
                  kind: previewKind,
                  name: preview.name ?? "",
                  priceCents: previewCents,
                  imageUrl: preview.imageUrl ?? "",
                  subcategory: preview.subcategory ?? "",
                  server: preview.server ?? "",
                  deliveryMinutes: previewMinutes,
                }}
                price={formatMoney(previewCents, currency, language)}
                promise={deliveryTimeText(t, promisedMinutes(previewMinutes, deliveryHours))}
              />
            </PurchaseProvider>
          </ul>
        </section>
      </div>
      {saved ? <RemoveEntry archived={saved.archivedAt !== null} /> : null}
    </>
  );
}
