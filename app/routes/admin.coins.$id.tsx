import { useLoaderData } from "@remix-run/react";
import { coinOfferFormSchema } from "@shared/admin/catalogue-schemas";
import { priceText, typedPriceCents, typedUsdPriceCents } from "@shared/admin/form-fields";
import type { loader } from "@workers/admin/http/coin-page.server";
import { useState } from "react";
import { CatalogueEditor } from "~/components/admin/catalogue-editor";
import { EntryPrices, PositionAndDelivery, useBothPrices } from "~/components/admin/catalogue-fields";
import { GamePicker } from "~/components/admin/game-picker";
import { StockSection } from "~/components/admin/stock-section";
import { TextInLanguages } from "~/components/admin/text-in-languages";
import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";

export { action, loader } from "@workers/admin/http/coin-page.server";

export default function AdminCoinOffer() {
  const { entry: saved, games, usdPricing, gameFromAddress, stock } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const bothPrices = useBothPrices(usdPricing);
  const savedPrice = saved && { brlCents: saved.unitPriceCents, usdCents: saved.unitPriceUsdCents };
  const [preview, setPreview] = useState<Record<string, string>>({
    coinName: saved?.coinName ?? "",
    baseUnit: String(saved?.baseUnit ?? ""),
    unitPrice: saved ? priceText(saved.unitPriceCents) : "",
    unitPriceUsd: saved?.unitPriceUsdCents == null ? "" : priceText(saved.unitPriceUsdCents),
  });
  const previewCents = typedPriceCents(preview.unitPrice ?? "");
  const previewUsdCents = typedUsdPriceCents(preview.unitPriceUsd ?? "");
  return (
    <>
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
        {(field) => (
          <>
            <GamePicker games={games} chosen={saved?.gameId ?? gameFromAddress} errors={field("gameId").errors} />
            <Field {...field("coinName")} defaultValue={saved?.coinName} required />
            <Field {...field("baseUnit")} inputMode="numeric" defaultValue={saved?.baseUnit} required />
            <EntryPrices
              field={field}
              name="unitPrice"
              saved={savedPrice}
              typedCents={previewCents}
              usdPricing={usdPricing}
            />
            <Field
              {...field("multiples")}
              hint={t("admin.coins.multiplesHint")}
              defaultValue={saved?.multiples ?? "1,2,3,5,10"}
            />
            <Field {...field("unitName")} defaultValue={saved?.unitName} />
            <TextInLanguages
              field={field}
              name="description"
              values={{ en: saved?.description, pt: saved?.descriptionPt }}
              multiline
            />
            <PositionAndDelivery field={field} saved={saved} />
          </>
        )}
      </CatalogueEditor>
      {stock ? <StockSection stock={stock} unit="coins" /> : null}
    </>
  );
}
