import { useLoaderData } from "@remix-run/react";
import { itemFormSchema } from "@shared/admin/catalogue-schemas";
import { priceText, typedPriceCents, typedUsdPriceCents } from "@shared/admin/form-fields";
import { ITEM_KINDS, type ItemKind } from "@shared/codes";
import { deliveryTimeText, promisedMinutes } from "@shared/delivery-promise";
import type { loader } from "@workers/admin/http/item-page.server";
import { useState } from "react";
import { CatalogueEditor, savedVersion } from "~/components/admin/catalogue-editor";
import { EntryPrices, PositionAndDelivery, useBothPrices } from "~/components/admin/catalogue-fields";
import { GamePicker } from "~/components/admin/game-picker";
import { ImageUpload } from "~/components/admin/image-upload";
import { SelectField } from "~/components/admin/select-field";
import { StockSection } from "~/components/admin/stock-section";
import { TextAreaField } from "~/components/admin/text-area-field";
import { TextInLanguages } from "~/components/admin/text-in-languages";
import { ItemCard } from "~/components/catalogue/item-card";
import { PurchaseProvider } from "~/components/catalogue/purchase";
import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";

export { action, loader } from "@workers/admin/http/item-page.server";

export default function AdminItem() {
  const { entry, stock } = useLoaderData<typeof loader>();
  return (
    <>
      <ItemEditor key={savedVersion(entry)} />
      {stock ? <StockSection stock={stock} unit="units" /> : null}
    </>
  );
}

function ItemEditor() {
  const { entry: saved, games, usdPricing, deliveryHours, gameFromAddress } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const bothPrices = useBothPrices(usdPricing);
  const savedPrice = saved && { brlCents: saved.priceCents, usdCents: saved.priceUsdCents };
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
      {(field) => (
        <>
          <GamePicker games={games} chosen={saved?.gameId ?? gameFromAddress} errors={field("gameId").errors} />
          <SelectField
            {...field("kind")}
            defaultValue={saved?.kind ?? "item"}
            options={ITEM_KINDS.map((kind) => ({ value: kind, label: t(`admin.kinds.${kind}`) }))}
          />
          <Field {...field("name")} defaultValue={saved?.name} required />
          <EntryPrices field={field} name="price" saved={savedPrice} typedCents={typedCents} usdPricing={usdPricing} />
          <Field {...field("imageUrl")} defaultValue={saved?.imageUrl} />
          <ImageUpload />
          <TextInLanguages
            field={field}
            name="subcategory"
            values={{ en: saved?.subcategory ?? "Geral", pt: saved?.subcategoryPt }}
          />
          <Field {...field("server")} defaultValue={saved?.server} />
          <PositionAndDelivery field={field} saved={saved} />
          <TextAreaField
            {...field("milestones")}
            label={t("orderTrust.fields.milestones")}
            hint={t("orderTrust.fields.milestonesHint")}
            rows={4}
            defaultValue={saved?.milestones.join("\n") ?? ""}
          />
        </>
      )}
    </CatalogueEditor>
  );
}
