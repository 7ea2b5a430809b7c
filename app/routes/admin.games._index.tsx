import { Link, useLoaderData } from "@remix-run/react";
import type { loader } from "@workers/admin/http/games-page.server";
import { CatalogueList } from "~/components/admin/catalogue-list";
import { GameImage } from "~/components/game-image";
import { useTranslation } from "~/i18n/use-translation";

export { loader } from "@workers/admin/http/games-page.server";

export default function AdminGames() {
  const { query, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <CatalogueList
      section="games"
      query={query}
      list={list}
      entryOf={(game) => game}
      columns={[
        {
          key: "image",
          header: <span className="visually-hidden">{t("admin.games.image")}</span>,
          className: "admin-thumb",
          cell: (game) => <GameImage game={game} box="thumbnail" loading="lazy" labelled />,
        },
        {
          key: "name",
          header: t("admin.games.name"),
          cell: (game) => <Link to={`/admin/games/${game.id}`}>{game.name}</Link>,
        },
        { key: "category", header: t("admin.games.category"), cell: (game) => game.category },
      ]}
    />
  );
}
