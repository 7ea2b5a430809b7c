import { Form, useSubmit } from "@remix-run/react";
import { MAX_FILTER_LENGTH } from "@shared/catalogue/filter-length";
import type { GamePageChange, GamePageQuery } from "@shared/catalogue/game-page-state";
import type { ItemListing } from "@workers/catalogue/game-page";
import type { SaleType } from "@workers/db/schema";
import { useEffect, useRef } from "react";
import { SearchBox } from "~/components/form/search-box";
import { useTranslation } from "~/i18n/use-translation";
import { ItemCard } from "./item-card";
import { OptionLinks } from "./option-links";
import { Pagination } from "./pagination";
import type { ShownStock } from "./stock-badge";

/** How long typing pauses before the list follows the search box. */
const SEARCH_DELAY_MS = 300;

/** The items, currency items, boosting and carry run tabs: categories, name search, cards and pages. */
export default function ItemsPanel({
  type,
  state,
  listing,
  subcategories,
  hrefFor,
  formatPrice,
  promiseOf,
  measuredOf,
  stockOf,
  server,
  pageHref,
}: {
  type: SaleType;
  state: GamePageQuery;
  listing: ItemListing;
  subcategories: Array<{ name: string; label: string; count: number }>;
  hrefFor: (change: GamePageChange) => string;
  formatPrice: (cents: number) => string;
  /** An entry's delivery promise in words, from its own minutes or the store's default. */
  promiseOf: (ownMinutes: number | null) => string;
  /** An entry's measured delivery in words; null until it has enough orders. */
  measuredOf: (itemId: number) => string | null;
  /** What is left of the entry on the chosen server (issue 50). */
  stockOf: (itemId: number) => ShownStock;
  /** The chosen server, and the page as it is now: a sold-out entry's "tell me" form posts there. */
  server: string | null;
  pageHref: string;
}) {
  const { t } = useTranslation();
  const empty = state.q
    ? t("catalogue.items.emptySearch", { query: state.q })
    : t(state.sub ? "catalogue.items.emptyCategory" : "catalogue.items.emptyAll");
  return (
    <section className="items-panel" aria-labelledby="items-panel-title">
      <h2 id="items-panel-title" className="visually-hidden">
        {t(`catalogue.game.tabs.${type}`)}
      </h2>
      <OptionLinks
        label={t("catalogue.items.subcategories")}
        options={[
          { key: "", label: t("catalogue.items.all"), href: hrefFor({ sub: null }), current: state.sub === null },
          ...subcategories.map((sub) => ({
            key: sub.name,
            label: sub.label,
            href: hrefFor({ sub: sub.name }),
            current: state.sub === sub.name,
          })),
        ]}
      />
      <ItemSearch key={type} state={state} />
      {listing.total > 0 && (
        <p className="items-panel__count">{t("catalogue.items.count", { count: listing.total })}</p>
      )}
      {listing.items.length === 0 ? (
        <p className="empty-state" role="status">
          {empty}
        </p>
      ) : (
        <ul
          // A page of 8 (boosting, carry runs) fills rows of four, never a row of five and then three.
          className={listing.pageSize % 4 === 0 ? "item-grid item-grid--fours" : "item-grid"}
          data-testid="item-grid"
        >
          {listing.items.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              price={formatPrice(item.priceCents)}
              promise={promiseOf(item.deliveryMinutes)}
              measured={measuredOf(item.id)}
              stock={stockOf(item.id)}
              alertOn={{ server, action: pageHref }}
            />
          ))}
        </ul>
      )}
      <Pagination page={listing.page} pageCount={listing.pageCount} hrefFor={(page) => hrefFor({ page })} />
    </section>
  );
}

/**
 * The search by item name: a GET form carrying the other filters (so a search starts again at
 * page 1); with JavaScript the list also follows the typing, without a new history entry each time.
 */
function ItemSearch({ state }: { state: GamePageQuery }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const hidden = { type: state.type, server: state.server, platform: state.platform, sub: state.sub };
  return (
    <Form method="get" role="search" className="item-search" preventScrollReset>
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <SearchBox
        id="item-search"
        texts="catalogue.items"
        buttonClassName="button button--ghost"
        name="q"
        defaultValue={state.q}
        maxLength={MAX_FILTER_LENGTH}
        onChange={(event) => {
          const form = event.currentTarget.form;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), SEARCH_DELAY_MS);
        }}
      />
    </Form>
  );
}
