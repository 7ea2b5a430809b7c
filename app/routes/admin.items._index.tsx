import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ITEM_KINDS } from "@workers/db/schema";
import { gameChoices } from "@workers/services/admin/games";
import { listAdminItems } from "@workers/services/admin/items";
import { ARCHIVE_FILTERS, archiveFilterParam, pageParam } from "@workers/services/admin/listing";
import { parseId } from "@workers/services/ids";
import { getStoreSettings } from "@workers/services/settings/store-settings";
import { DoneMessage } from "~/components/admin/done-message";
import { Pager } from "~/components/admin/pager";
import { SelectField } from "~/components/admin/select-field";
import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";
import { adminDeps } from "~/lib/admin.server";
import { formatMoney, usePageLanguage } from "~/lib/money";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  const params = new URL(request.url).searchParams;
  const query = {
    search: params.get("search") ?? "",
    gameId: parseId(params.get("game")),
    kind: ITEM_KINDS.find((kind) => kind === params.get("kind")) ?? null,
    archive: archiveFilterParam(params.get("archive")),
    page: pageParam(params.get("page")),
  };
  const [list, games, settings] = await Promise.all([listAdminItems(db, query), gameChoices(db), getStoreSettings(db)]);
  return { query, list, games, currency: settings.currency };
}

export default function AdminItems() {
  const { query, list, games, currency } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <>
      <h1>{t("admin.items.title")}</h1>
      <DoneMessage />
      <p>
        <Link className="button" to="/admin/items/new">
          {t("admin.items.new")}
        </Link>
      </p>
      <Form method="get" className="admin-toolbar" role="search">
        <Field label={t("admin.items.searchLabel")} name="search" type="search" defaultValue={query.search} />
        <SelectField
          label={t("admin.common.game")}
          name="game"
          allLabel={t("admin.common.allGames")}
          defaultValue={query.gameId ? String(query.gameId) : ""}
          options={games.map((game) => ({ value: String(game.id), label: game.name }))}
        />
        <SelectField
          label={t("admin.items.kind")}
          name="kind"
          allLabel={t("admin.items.allKinds")}
          defaultValue={query.kind ?? ""}
          options={ITEM_KINDS.map((kind) => ({ value: kind, label: t(`admin.kinds.${kind}`) }))}
        />
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
              <th scope="col">{t("admin.items.name")}</th>
              <th scope="col">{t("admin.items.kind")}</th>
              <th scope="col">{t("admin.common.game")}</th>
              <th scope="col">{t("admin.items.price")}</th>
              <th scope="col">{t("admin.common.status")}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map(({ item, gameName }) => (
              <tr key={item.id}>
                <td>
                  <Link to={`/admin/items/${item.id}`}>{item.name}</Link>
                </td>
                <td>{t(`admin.kinds.${item.kind}`)}</td>
                <td>{gameName}</td>
                <td>{formatMoney(item.priceCents, currency, language)}</td>
                <td>{item.archivedAt ? t("admin.common.archived") : t("admin.common.active")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={list.page} pageCount={list.pageCount} total={list.total} />
    </>
  );
}
