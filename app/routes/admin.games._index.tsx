import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { listAdminGames } from "@workers/services/admin/games";
import { ARCHIVE_FILTERS, archiveFilterParam, pageParam } from "@workers/services/admin/listing";
import { DoneMessage } from "~/components/admin/done-message";
import { Pager } from "~/components/admin/pager";
import { SelectField } from "~/components/admin/select-field";
import { Field } from "~/components/form/field";
import { GameImage } from "~/components/game-image";
import { useTranslation } from "~/i18n/use-translation";
import { adminDeps } from "~/lib/admin.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  const params = new URL(request.url).searchParams;
  const query = {
    search: params.get("search") ?? "",
    archive: archiveFilterParam(params.get("archive")),
    page: pageParam(params.get("page")),
  };
  return { query, list: await listAdminGames(db, query) };
}

export default function AdminGames() {
  const { query, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("admin.games.title")}</h1>
      <DoneMessage />
      <p>
        <Link className="button" to="/admin/games/new">
          {t("admin.games.new")}
        </Link>
      </p>
      <Form method="get" className="admin-toolbar" role="search">
        <Field label={t("admin.games.searchLabel")} name="search" type="search" defaultValue={query.search} />
        <SelectField
          label={t("admin.common.status")}
          name="archive"
          defaultValue={query.archive}
          options={ARCHIVE_FILTERS.map((value) => ({ value, label: t(`admin.common.${value}`) }))}
        />
        <button type="submit" className="button">
          {t("admin.common.apply")}
        </button>
      </Form>
      {list.rows.length === 0 ? <p>{t("admin.common.none")}</p> : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t("admin.games.image")}</span>
              </th>
              <th scope="col">{t("admin.games.name")}</th>
              <th scope="col">{t("admin.games.category")}</th>
              <th scope="col">{t("admin.common.status")}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((game) => (
              <tr key={game.id}>
                <td className="admin-thumb">
                  <GameImage
                    name={game.name}
                    src={game.imageUrl}
                    width="64"
                    height="36"
                    sizes="64px"
                    loading="lazy"
                    labelled
                  />
                </td>
                <td>
                  <Link to={`/admin/games/${game.id}`}>{game.name}</Link>
                </td>
                <td>{game.category}</td>
                <td>{game.archivedAt ? t("admin.common.archived") : t("admin.common.active")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={list.page} pageCount={list.pageCount} total={list.total} />
    </>
  );
}
