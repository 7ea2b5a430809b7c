import { useFetcher } from "@remix-run/react";
import { MAX_ITEM_QUANTITY } from "@shared/cart/limits";
import { deliveryTimeText } from "@shared/delivery-promise";
import { type DescribableLine, describeCoins, describeLine } from "@shared/describe-line";
import type { PricedLine } from "@workers/cart/pricing";
import type { PromisedLine } from "@workers/cart/promised-cart";
import { useState } from "react";
import { FallbackImage } from "~/components/fallback-image";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";
import { usePageLanguage } from "~/lib/money";
import { DeliveryDetails } from "./delivery-details";

type LineIntent = "update" | "remove";

/** What a shopper bought, in words: "40,000 Gold (4 × 10,000)" for coins, the item's name otherwise. */
export function useLineTitle() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  // A cart line keeps its quantity in `line.line`; an order line has it at the top.
  return (line: PricedLine | DescribableLine) =>
    describeLine("line" in line ? { ...line, quantity: line.line.quantity } : line, t, language) ||
    t("cart.unavailableName");
}

/** What a line's price is for: "R$ 9,90 per 10,000 Gold" for coins, "R$ 39,90 each" for items. */
function useUnitPrice() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (line: PricedLine, price: string) => {
    if (line.kind !== "coin") return t("cart.priceEach", { price });
    const perUnit = line.line.quantity > 0 ? line.coinAmount / line.line.quantity : line.coinAmount;
    // One package, written as the line's title writes coins, so price and title read alike.
    const unit = describeCoins(
      { name: line.name, coinName: line.coinName, coinAmount: perUnit, quantity: 1 },
      t,
      language,
    );
    return t("cart.pricePer", { price, unit });
  };
}

/**
 * What a line asking for more than is left of it on its server says (issue 50): how much is left
 * and what to do, or that it is sold out there; null when it can be bought as it is.
 */
function useStockShortage(line: PricedLine, quantity: number): string | null {
  const { t } = useTranslation();
  if (!line.available || line.stockLeft === null || quantity <= line.stockLeft) return null;
  const server = line.line.server;
  const suffix = server ? "" : "NoServer";
  return line.stockLeft <= 0
    ? t(`stock.shown.cartSoldOut${suffix}`, { server: server ?? "" })
    : t(`stock.shown.cartShort${suffix}`, { count: line.stockLeft, server: server ?? "" });
}

/**
 * One cart line, in the /cart page and in the drawer alike. Its forms post to the /cart action, so
 * they work without JavaScript; with it, each line has its own fetcher (the line shows its pending
 * quantity at once) and Remix reloads the badge, the page and the drawer afterwards.
 */
export function CartLineItem({
  line,
  formatPrice,
}: {
  /** With its share of the cart's code's discount, when the cart has one that applies. */
  line: PromisedLine & { discountCents?: number };
  formatPrice: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const title = useLineTitle()(line);
  const unitPrice = useUnitPrice();
  const fetcher = useFetcher<unknown>();
  const [intent, setIntent] = useState<LineIntent>("update");
  const busy = fetcher.state !== "idle";
  const pending = fetcher.formData?.get("quantidade");
  const quantity = typeof pending === "string" ? Number(pending) : line.line.quantity;
  const error = isErrorBody(fetcher.data) && !busy ? fetcher.data : null;
  const short = useStockShortage(line, quantity);
  // The + stops at what is left on the line's server (issue 50); the line says so when it is beyond.
  const most = line.stockLeft === null ? MAX_ITEM_QUANTITY : Math.min(MAX_ITEM_QUANTITY, line.stockLeft);

  return (
    <li className="cart-line" data-unavailable={line.available ? undefined : true} aria-busy={busy}>
      <FallbackImage
        className="cart-line__image"
        src={line.imageUrl}
        alt=""
        width="64"
        height="64"
        sizes="64px"
        loading="lazy"
      />
      <div className="cart-line__body">
        <p className="cart-line__game">{line.gameName}</p>
        <h3 className="cart-line__name">{title}</h3>
        <DeliveryDetails
          nickname={line.line.nickname}
          server={line.line.server}
          platform={line.line.platform}
          delivery={line.delivery}
        />
        <p className="cart-line__promise" data-testid="line-delivery-promise">
          {deliveryTimeText(t, line.deliveryMinutes)}
        </p>
        {line.available ? null : <p className="cart-line__unavailable">{t("cart.unavailable")}</p>}
        {short ? (
          <p className="cart-line__unavailable" data-testid="line-stock">
            {short}
          </p>
        ) : null}
      </div>
      {/* An unavailable line costs nothing and cannot change: it can only be removed. */}
      {line.available ? (
        <div className="cart-line__money">
          <p>
            <span className="cart-line__label">{t("cart.price")}</span>{" "}
            <span data-testid="line-unit-price">{unitPrice(line, formatPrice(line.unitPriceCents))}</span>
          </p>
          {line.kind === "coin" ? (
            // Coins keep the quantity chosen on the game page.
            <p>
              <span className="cart-line__label">{t("cart.fixedQuantity")}</span> {quantity}
            </p>
          ) : (
            <fetcher.Form
              method="post"
              action="/cart"
              className="quantity-stepper"
              onSubmit={() => setIntent("update")}
            >
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="lineId" value={line.line.id} />
              <button
                type="submit"
                name="quantidade"
                value={quantity - 1}
                aria-label={t("cart.decrease")}
                disabled={busy || quantity <= 1}
              >
                −
              </button>
              <output aria-live="polite" aria-label={t("cart.quantity")}>
                {quantity}
              </output>
              <button
                type="submit"
                name="quantidade"
                value={quantity + 1}
                aria-label={t("cart.increase")}
                disabled={busy || quantity >= most}
              >
                +
              </button>
            </fetcher.Form>
          )}
          <p className="cart-line__subtotal">
            <span className="cart-line__label">{t("cart.subtotal")}</span>{" "}
            <span data-testid="line-subtotal">{formatPrice(line.unitPriceCents * quantity)}</span>
          </p>
          {/* The discount is the server's for the quantity it priced: hidden while another is on its way. */}
          {line.discountCents && quantity === line.line.quantity ? (
            <p className="cart-line__discount">
              <span className="cart-line__label">{t("promotionsShop.lineDiscount")}</span>{" "}
              <span data-testid="line-discount">
                {t("promotions.lineDiscount", { amount: formatPrice(line.discountCents) })}
              </span>
            </p>
          ) : null}
        </div>
      ) : null}
      <fetcher.Form method="post" action="/cart" className="cart-line__remove" onSubmit={() => setIntent("remove")}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="lineId" value={line.line.id} />
        <button
          type="submit"
          className="button button--ghost button--small"
          aria-label={t("cart.removeLine", { name: title })}
          disabled={busy}
        >
          {t("cart.remove")}
        </button>
      </fetcher.Form>
      {error ? (
        <p className="cart-line__error" role="alert">
          {`${t(intent === "remove" ? "cart.removeError" : "cart.updateError")}: ${error.message}`}
        </p>
      ) : null}
    </li>
  );
}
