import { DEFAULT_SUBCATEGORY, displayServer } from "@shared/catalogue/sale-types";
import type { CatalogueItem } from "@workers/catalogue/catalogue-entries";
import { FallbackImage } from "~/components/fallback-image";
import { useTranslation } from "~/i18n/use-translation";
import { MeasuredDelivery } from "./measured-delivery";
import { BuyButton } from "./purchase";
import { StockAlertForm, useAnsweredOnPage } from "./stock-alert-form";
import { type ShownStock, StockBadge } from "./stock-badge";

/** Spec section 9: entries priced above 50 (in the currency shown, reais or dollars) get the highlight badge. */
const HIGHLIGHT_ABOVE_CENTS = 5_000;
const ITEM_PLACEHOLDER = "/images/placeholder-game.svg";
const UNCOUNTED: ShownStock = { shown: { level: "unlimited" }, text: null };

export function ItemCard({
  item,
  price,
  promise,
  measured = null,
  stock = UNCOUNTED,
  alertOn,
}: {
  item: CatalogueItem;
  /** The price, already formatted in the page's language. */
  price: string;
  /** The delivery promise in words ("Delivered within 30 min"). */
  promise: string;
  /** The measured delivery in words, shown beside the promise once there are enough orders. */
  measured?: string | null;
  /** What is left of it on the chosen server (issue 50); the admin's preview shows none. */
  stock?: ShownStock;
  /** Where a sold-out entry's "tell me when it's back" form posts, with the chosen server. */
  alertOn?: { server: string | null; action: string };
}) {
  const { t } = useTranslation();
  const server = displayServer(item.server);
  const answeredHere = useAnsweredOnPage(item.id);
  return (
    <li className="item-card surface">
      {/* A larger copy of the image shows on hover or focus (CSS only). */}
      <div className="item-card__media">
        <FallbackImage
          src={item.imageUrl}
          fallback={ITEM_PLACEHOLDER}
          alt=""
          width="96"
          height="96"
          sizes="96px"
          loading="lazy"
        />
        <span className="item-card__preview" aria-hidden="true">
          <FallbackImage
            src={item.imageUrl}
            fallback={ITEM_PLACEHOLDER}
            alt=""
            width="240"
            height="240"
            sizes="240px"
            loading="lazy"
          />
        </span>
      </div>
      <div className="item-card__body">
        <p className="item-card__badges">
          <span className="badge">{item.subcategory || DEFAULT_SUBCATEGORY}</span>
          {item.priceCents > HIGHLIGHT_ABOVE_CENTS && (
            <span className="badge badge--highlight">{t("catalogue.items.premium")}</span>
          )}
        </p>
        <h3 className="item-card__name">{item.name}</h3>
        {server && <p className="item-card__server">{t("catalogue.items.server", { server })}</p>}
        <p className="item-card__price">{price}</p>
        <p className="item-card__promise" data-testid="item-delivery-promise">
          {promise}
        </p>
        <MeasuredDelivery text={measured} testId="item-delivery-measured" />
        <StockBadge stock={stock} id={`item-stock-${item.id}`} />
        <BuyButton
          label={t("catalogue.items.buy")}
          kind="item"
          id={item.id}
          priceCents={item.priceCents}
          soldOut={stock.shown.level === "sold_out"}
          describedBy={stock.text ? `item-stock-${item.id}` : undefined}
        />
        {stock.shown.level === "sold_out" && alertOn ? (
          // Open again when the page comes back with this form's answer (posted before the script ran).
          <details className="item-card__alert" open={answeredHere || undefined}>
            <summary>{t("stock.alert.title")}</summary>
            <StockAlertForm
              kind="item"
              offerId={item.id}
              server={alertOn.server}
              action={alertOn.action}
              titled={false}
            />
          </details>
        ) : null}
      </div>
    </li>
  );
}
