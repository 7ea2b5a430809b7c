import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { gameResource } from "@workers/admin/games";
import { catalogueListPage } from "@workers/admin/http/catalogue-page.server";
import { adminDeps } from "@workers/edge/page-guards.server";
import { CatalogueList } from "~/components/admin/catalogue-list";
import { GameImage } from "~/components/game-image";
import { useTranslation } from "~/i18n/use-translation";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  return catalogueListPage(db, gameResource, request);
}

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
