import { Link, useLoaderData } from "@remix-run/react";
import { formatCoinAmount } from "@shared/describe-line";
import type { loader } from "@workers/admin/http/coins-page.server";
import { useBothPrices } from "~/components/admin/catalogue-fields";
import { CatalogueList } from "~/components/admin/catalogue-list";
import { GamePicker } from "~/components/admin/game-picker";
import { useTranslation } from "~/i18n/use-translation";
import { usePageLanguage } from "~/lib/money";

export { loader } from "@workers/admin/http/coins-page.server";

export default function AdminCoinOffers() {
  const { query, list, games, usdPricing } = useLoaderData<typeof loader>();
  const bothPrices = useBothPrices(usdPricing);
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <CatalogueList
      section="coins"
      query={query}
      list={list}
      filters={<GamePicker filter games={games} chosen={query.gameId} />}
      entryOf={(row) => row.offer}
      columns={[
        {
          key: "coinName",
          header: t("admin.coins.coinName"),
          cell: ({ offer }) => <Link to={`/admin/coins/${offer.id}`}>{offer.coinName}</Link>,
        },
        { key: "game", header: t("admin.common.game"), cell: ({ gameName }) => gameName },
        {
          key: "unitPrice",
          header: t("admin.coins.unitPrice"),
          cell: ({ offer }) =>
            t("admin.coins.perUnit", {
              coins: formatCoinAmount(offer.baseUnit, language),
              coin: offer.coinName,
              price: bothPrices({ brlCents: offer.unitPriceCents, usdCents: offer.unitPriceUsdCents }),
            }),
        },
      ]}
    />
  );
}
