import { Link, useLoaderData } from "@remix-run/react";
import { ITEM_KINDS } from "@shared/codes";
import type { loader } from "@workers/admin/http/items-page.server";
import { useBothPrices } from "~/components/admin/catalogue-fields";
import { CatalogueList } from "~/components/admin/catalogue-list";
import { GamePicker } from "~/components/admin/game-picker";
import { SelectField } from "~/components/admin/select-field";
import { useTranslation } from "~/i18n/use-translation";

export { loader } from "@workers/admin/http/items-page.server";

export default function AdminItems() {
  const { query, list, games, usdPricing } = useLoaderData<typeof loader>();
  const bothPrices = useBothPrices(usdPricing);
  const { t } = useTranslation();
  return (
    <CatalogueList
      section="items"
      query={query}
      list={list}
      filters={
        <>
          <GamePicker filter games={games} chosen={query.gameId} />
          <SelectField
            label={t("admin.items.kind")}
            name="kind"
            allLabel={t("admin.items.allKinds")}
            defaultValue={query.kind ?? ""}
            options={ITEM_KINDS.map((kind) => ({ value: kind, label: t(`admin.kinds.${kind}`) }))}
          />
        </>
      }
      entryOf={(row) => row.item}
      columns={[
        {
          key: "name",
          header: t("admin.items.name"),
          cell: ({ item }) => <Link to={`/admin/items/${item.id}`}>{item.name}</Link>,
        },
        { key: "kind", header: t("admin.items.kind"), cell: ({ item }) => t(`admin.kinds.${item.kind}`) },
        { key: "game", header: t("admin.common.game"), cell: ({ gameName }) => gameName },
        {
          key: "price",
          header: t("admin.items.price"),
          cell: ({ item }) => bothPrices({ brlCents: item.priceCents, usdCents: item.priceUsdCents }),
        },
      ]}
    />
  );
}
