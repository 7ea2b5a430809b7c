import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { deliveryTimeText, promisedMinutes } from "@shared/delivery-promise";
import { ITEM_KINDS, type ItemKind } from "@workers/db/schema";
import { itemFormSchema } from "@workers/services/admin/catalogue-schemas";
import { priceText, typedPriceCents, typedUsdPriceCents } from "@workers/services/admin/form-fields";
import { itemResource } from "@workers/services/admin/items";
import { useState } from "react";
import { CatalogueEditor, savedVersion } from "~/components/admin/catalogue-editor";
import { PositionField, PriceField, UsdPriceField, useBothPrices } from "~/components/admin/catalogue-fields";
import { DeliveryMinutesField } from "~/components/admin/delivery-minutes-field";
import { GamePicker } from "~/components/admin/game-picker";
import { ImageUpload } from "~/components/admin/image-upload";
import { SelectField } from "~/components/admin/select-field";
import { TextAreaField } from "~/components/admin/text-area-field";
import { TextInLanguages } from "~/components/admin/text-in-languages";
import { ItemCard } from "~/components/catalogue/item-card";
import { PurchaseProvider } from "~/components/catalogue/purchase";
import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";
import { adminDeps } from "~/lib/admin.server";
import { catalogueEditAction, catalogueGameEntry } from "~/lib/admin-catalogue.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  return catalogueGameEntry(db, itemResource, request, params.id);
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return catalogueEditAction(request, context, params.id, itemResource);
}

export default function AdminItem() {
  const { entry } = useLoaderData<typeof loader>();
  return <ItemEditor key={savedVersion(entry)} />;
}

function ItemEditor() {
  const { entry: saved, games, usdPricing, deliveryHours, gameFromAddress } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const bothPrices = useBothPrices(usdPricing);
  const [preview, setPreview] = useState<Record<string, string>>({
    name: saved?.name ?? "",
    price: saved ? priceText(saved.priceCents) : "",
    priceUsd: saved?.priceUsdCents == null ? "" : priceText(saved.priceUsdCents),
    imageUrl: saved?.imageUrl ?? "",
    subcategory: saved?.subcategory ?? "Geral",
    server: saved?.server ?? "",
    kind: saved?.kind ?? "item",
  });
  const typedCents = typedPriceCents(preview.price ?? "");
  const previewCents = typedCents ?? 0;
  const previewUsdCents = typedUsdPriceCents(preview.priceUsd ?? "") ?? null;
  const previewMinutes = /^\d{1,5}$/.test(preview.deliveryMinutes ?? "") ? Number(preview.deliveryMinutes) : null;
  const previewKind: ItemKind = ITEM_KINDS.find((kind) => kind === preview.kind) ?? "item";
  return (
    <CatalogueEditor
      section="items"
      schema={itemFormSchema}
      saved={saved}
      upload
      onValues={setPreview}
      preview={
        // The provider's status line goes beside the list, not in it (a list holds only its items).
        <PurchaseProvider currency="BRL" nicknameMissing>
          <ul className="item-grid">
            <ItemCard
              item={{
                id: saved?.id ?? 0,
                gameId: saved?.gameId ?? 0,
                kind: previewKind,
                // Until a name is typed the card is called "New item": a heading with no words names nothing.
                name: preview.name?.trim() || t("admin.items.new"),
                priceCents: previewCents,
                imageUrl: preview.imageUrl ?? "",
                subcategory: preview.subcategory ?? "",
                server: preview.server ?? "",
                deliveryMinutes: previewMinutes,
              }}
              price={bothPrices({ brlCents: previewCents, usdCents: previewUsdCents })}
              promise={deliveryTimeText(t, promisedMinutes(previewMinutes, deliveryHours))}
            />
          </ul>
        </PurchaseProvider>
      }
    >
      {(fieldErrors) => (
        <>
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
          <PriceField
            label={t("admin.items.price")}
            name="price"
            cents={saved?.priceCents}
            errors={fieldErrors.price}
          />
          <UsdPriceField
            label={t("admin.prices.usdPrice")}
            name="priceUsd"
            cents={saved?.priceUsdCents}
            brlCents={typedCents}
            usdPricing={usdPricing}
            errors={fieldErrors.priceUsd}
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
          <PositionField
            label={t("admin.items.sortOrder")}
            position={saved?.sortOrder}
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
        </>
      )}
    </CatalogueEditor>
  );
}
