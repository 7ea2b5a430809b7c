import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { coinOfferFormSchema } from "@workers/services/admin/catalogue-schemas";
import { coinOfferResource } from "@workers/services/admin/coin-offers";
import { priceText, typedPriceCents, typedUsdPriceCents } from "@workers/services/admin/form-fields";
import { useState } from "react";
import { CatalogueEditor } from "~/components/admin/catalogue-editor";
import { PositionField, PriceField, UsdPriceField, useBothPrices } from "~/components/admin/catalogue-fields";
import { DeliveryMinutesField } from "~/components/admin/delivery-minutes-field";
import { GamePicker } from "~/components/admin/game-picker";
import { TextInLanguages } from "~/components/admin/text-in-languages";
import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";
import { adminDeps } from "~/lib/admin.server";
import { catalogueEditAction, catalogueGameEntry } from "~/lib/admin-catalogue.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  return catalogueGameEntry(db, coinOfferResource, request, params.id);
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return catalogueEditAction(request, context, params.id, coinOfferResource);
}

export default function AdminCoinOffer() {
  const { entry: saved, games, usdPricing, gameFromAddress } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const bothPrices = useBothPrices(usdPricing);
  const [preview, setPreview] = useState<Record<string, string>>({
    coinName: saved?.coinName ?? "",
    baseUnit: String(saved?.baseUnit ?? ""),
    unitPrice: saved ? priceText(saved.unitPriceCents) : "",
    unitPriceUsd: saved?.unitPriceUsdCents == null ? "" : priceText(saved.unitPriceUsdCents),
  });
  const previewCents = typedPriceCents(preview.unitPrice ?? "");
  const previewUsdCents = typedUsdPriceCents(preview.unitPriceUsd ?? "");
  return (
    <CatalogueEditor
      section="coins"
      schema={coinOfferFormSchema}
      saved={saved}
      onValues={setPreview}
      previewInCard
      preview={
        <p className="admin-figure">
          {t("admin.coins.perUnit", {
            coins: preview.baseUnit ?? "",
            coin: preview.coinName ?? "",
            price:
              previewCents === null || previewUsdCents === undefined
                ? "—"
                : bothPrices({ brlCents: previewCents, usdCents: previewUsdCents }),
          })}
        </p>
      }
    >
      {(fieldErrors) => (
        <>
          <GamePicker games={games} chosen={saved?.gameId ?? gameFromAddress} errors={fieldErrors.gameId} />
          <Field
            label={t("admin.coins.coinName")}
            name="coinName"
            defaultValue={saved?.coinName}
            required
            errors={fieldErrors.coinName}
          />
          <Field
            label={t("admin.coins.baseUnit")}
            name="baseUnit"
            inputMode="numeric"
            defaultValue={saved?.baseUnit}
            required
            errors={fieldErrors.baseUnit}
          />
          <PriceField
            label={t("admin.coins.unitPrice")}
            name="unitPrice"
            cents={saved?.unitPriceCents}
            errors={fieldErrors.unitPrice}
          />
          <UsdPriceField
            label={t("admin.prices.usdPrice")}
            name="unitPriceUsd"
            cents={saved?.unitPriceUsdCents}
            brlCents={previewCents}
            usdPricing={usdPricing}
            errors={fieldErrors.unitPriceUsd}
          />
          <Field
            label={t("admin.coins.multiples")}
            name="multiples"
            hint={t("admin.coins.multiplesHint")}
            defaultValue={saved?.multiples ?? "1,2,3,5,10"}
            errors={fieldErrors.multiples}
          />
          <Field
            label={t("admin.coins.unitName")}
            name="unitName"
            defaultValue={saved?.unitName}
            errors={fieldErrors.unitName}
          />
          <TextInLanguages
            label={t("admin.coins.description")}
            name="description"
            values={{ en: saved?.description, pt: saved?.descriptionPt }}
            errors={fieldErrors}
            multiline
          />
          <PositionField
            label={t("admin.coins.sortOrder")}
            position={saved?.sortOrder}
            errors={fieldErrors.sortOrder}
          />
          <DeliveryMinutesField value={saved?.deliveryMinutes} errors={fieldErrors.deliveryMinutes} />
        </>
      )}
    </CatalogueEditor>
  );
}
