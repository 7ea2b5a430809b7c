import { useActionData, useSearchParams } from "@remix-run/react";
import { MAX_COIN_UNITS, MIN_LINE_QUANTITY } from "@shared/cart/limits";
import { readTypedQuantity } from "@shared/cart/quantity";
import {
  coinPriceCents,
  coinTotal,
  parseMultiples,
  type QuantityAdjustment,
  quantityAdjustment,
} from "@shared/catalogue/coin-math";
import { type GamePageChange, QUANTITY_UPDATE_INTENT } from "@shared/catalogue/game-page-state";
import { stockCap } from "@shared/catalogue/stock-shown";
import { describeCoins, formatCoinAmount } from "@shared/describe-line";
import type { Language } from "@shared/i18n/config";
import { intlLocale } from "@shared/i18n/config";
import { numberFormat } from "@shared/intl-formats";
import type { CoinOffer } from "@workers/catalogue/catalogue-entries";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useAdoptTyped } from "~/lib/adopt-field";
import { useHydrated } from "~/lib/use-hydrated";
import type { action } from "~/routes/game.$id";
import type { CoinSelection } from "./coin-selection";
import { MeasuredDelivery } from "./measured-delivery";
import { OptionLinks } from "./option-links";
import { addAnswerOf, BuyButton, PURCHASE_FORM_ID, QUANTITY_FIELD, useFieldErrors } from "./purchase";
import { StockAlertForm } from "./stock-alert-form";
import { type ShownStock, StockBadge } from "./stock-badge";

const QUANTITY_NOTE_ID = "coin-quantity-note";

export default function CoinPanel({
  coins,
  selection,
  hrefFor,
  formatPrice,
  promiseOf,
  measuredOf,
  language,
  stock,
  server,
  pageHref,
}: {
  coins: CoinOffer[];
  selection: CoinSelection;
  hrefFor: (change: GamePageChange) => string;
  formatPrice: (cents: number) => string;
  /** An entry's delivery promise in words, from its own minutes or the store's default. */
  promiseOf: (ownMinutes: number | null) => string;
  /** The offer's measured delivery in words; null until it has enough orders. */
  measuredOf: (offerId: number) => string | null;
  language: Language;
  /** What is left of the chosen coin on the chosen server (issue 50): the quantity stops there. */
  stock: ShownStock;
  /** The chosen server, and the page as it is now: a sold-out coin's "tell me" form posts there. */
  server: string | null;
  pageHref: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { offer, quantity, setCoin } = selection;
  const locale = intlLocale[language];
  // What the quantity box shows, as typed; the quantity chosen is the last one the rule took
  // (shared/cart/quantity.ts). A typed quantity the rule refuses stays in the box with its message,
  // and the add button adds nothing until it is put right.
  const [typed, setTyped] = useState(String(quantity));
  useEffect(() => {
    setTyped((current) => (readTypedQuantity(current).quantity === quantity ? current : String(quantity)));
  }, [quantity]);
  const refusedTyped = readTypedQuantity(typed).messageKey;
  const refused = useFieldErrors(QUANTITY_FIELD, addAnswerOf(useActionData<typeof action>()));
  // Why a quantity in the address became another one (?qty=0 → 1, 99999 → the limit), said beside
  // the field: the page's links and its Update without JavaScript bring the quantity that way.
  const [searchParams] = useSearchParams();
  const [adjustment, setAdjustment] = useState<QuantityAdjustment | null>(() =>
    quantityAdjustment(searchParams.get("qty") ?? ""),
  );
  const quantityInput = useRef<HTMLInputElement>(null);
  const typeQuantity = (value: string) => {
    setTyped(value);
    setAdjustment(null);
    const taken = readTypedQuantity(value).quantity;
    if (taken !== undefined) selection.setQuantity(taken);
  };
  // A quantity typed before the page's code came counts.
  useAdoptTyped(quantityInput, typeQuantity);
  const setQuantity = (value: number) => {
    setAdjustment(null);
    selection.setQuantity(value);
  };
  const formatCount = (n: number) => numberFormat(locale).format(n);
  /** `units` packages of the offer, as every page writes a coin purchase: "40,000 Gold (4 × 10,000)". */
  const coinsOf = (units: number) =>
    describeCoins(
      { name: offer.coinName, coinName: offer.coinName, coinAmount: coinTotal(offer.baseUnit, units), quantity: units },
      t,
      language,
    );
  const limits = {
    min: formatCount(MIN_LINE_QUANTITY),
    max: formatCount(MAX_COIN_UNITS),
    quantity: formatCount(quantity),
  };
  // The most that can be added now: what is left on this server, when the store counts it.
  const cap = stockCap(stock.shown, MAX_COIN_UNITS);
  const soldOut = stock.shown.level === "sold_out";
  const stockNote = soldOut
    ? t("stock.shown.soldOutHelp")
    : cap < MAX_COIN_UNITS && quantity >= cap
      ? t("stock.shown.capped", { count: cap })
      : null;
  // The number of units a note names picks its plural form.
  const unitsNamed: Record<QuantityAdjustment, number> = {
    below_min: MIN_LINE_QUANTITY,
    above_max: MAX_COIN_UNITS,
    not_whole: quantity,
  };
  const quantityNote = refusedTyped
    ? t(refusedTyped)
    : refused.length > 0
      ? refused.join(" ")
      : adjustment
        ? t(`catalogue.coins.adjusted.${adjustment}`, { ...limits, count: unitsNamed[adjustment] })
        : stockNote
          ? stockNote
          : quantity >= MAX_COIN_UNITS
            ? t("catalogue.coins.maxReached", { ...limits, count: MAX_COIN_UNITS })
            : null;

  // Links to the page with the new quantity without JavaScript; buttons with it (Space and Enter
  // both press a button, while Space on a link scrolls the page). At a limit the button stays
  // focusable, so pressing it repeatedly never drops the focus.
  const quantityStep = (target: number, label: string, symbol: string, disabled: boolean) => {
    const content = (
      <>
        <span aria-hidden="true">{symbol}</span>
        <span className="visually-hidden">{label}</span>
      </>
    );
    return hydrated ? (
      <button
        type="button"
        className="quantity-field__step"
        aria-disabled={disabled || undefined}
        aria-describedby={quantityNote ? QUANTITY_NOTE_ID : undefined}
        onClick={() => {
          if (!disabled) setQuantity(target);
        }}
      >
        {content}
      </button>
    ) : (
      <a href={hrefFor({ qty: target })} className="quantity-field__step" aria-disabled={disabled || undefined}>
        {content}
      </a>
    );
  };

  return (
    <section className="coin-panel" aria-labelledby="coin-panel-title">
      <h2 id="coin-panel-title" className="visually-hidden">
        {t("catalogue.game.tabs.moeda")}
      </h2>
      {coins.length > 1 && (
        <OptionLinks
          label={t("catalogue.coins.coin")}
          options={coins.map((coin) => ({
            key: String(coin.id),
            label: coin.coinName,
            href: hrefFor({ coin: coin.id }),
            current: coin.id === offer.id,
            onSelect: () => setCoin(coin.id),
          }))}
        />
      )}
      {offer.description && (
        <div className="coin-panel__description">
          <h3>{t("catalogue.coins.about", { coin: offer.coinName })}</h3>
          <p>{offer.description}</p>
          <p className="coin-panel__unit-price">
            {t("catalogue.coins.perUnit", { price: formatPrice(offer.unitPriceCents), unit: coinsOf(1) })}
          </p>
        </div>
      )}
      <div className="coin-panel__grid">
        <div>
          <OptionLinks
            label={t("catalogue.coins.presets")}
            options={parseMultiples(offer.multiples).map((multiple) => ({
              key: String(multiple),
              label: t("catalogue.coins.presetLabel", {
                quantity: formatCoinAmount(multiple, language),
                unit: formatCoinAmount(offer.baseUnit, language),
              }),
              href: hrefFor({ qty: multiple }),
              current: multiple === quantity,
              onSelect: () => setQuantity(multiple),
            }))}
          />
          {/* Without JavaScript the quantity goes with the purchase form (./purchase.tsx), so Add to
              cart adds what the box says and Update asks the server for the page with it. */}
          <div className="quantity-field">
            <label htmlFor="coin-quantity">{t("catalogue.coins.quantity")}</label>
            <div className="quantity-field__controls">
              {quantityStep(quantity - 1, t("catalogue.coins.decrease"), "−", quantity <= MIN_LINE_QUANTITY)}
              <input
                id="coin-quantity"
                type="number"
                form={hydrated ? undefined : PURCHASE_FORM_ID}
                name={hydrated ? undefined : "quantidade"}
                inputMode="numeric"
                min={MIN_LINE_QUANTITY}
                max={Math.max(MIN_LINE_QUANTITY, cap)}
                step={1}
                aria-describedby={quantityNote ? QUANTITY_NOTE_ID : undefined}
                aria-invalid={refusedTyped || refused.length > 0 ? true : undefined}
                ref={quantityInput}
                value={typed}
                onChange={(event) => typeQuantity(event.target.value)}
              />
              {quantityStep(quantity + 1, t("catalogue.coins.increase"), "+", quantity >= cap)}
            </div>
            <p id={QUANTITY_NOTE_ID} className="field-hint field-hint--warning" aria-live="polite">
              {quantityNote}
            </p>
            {!hydrated && (
              <button
                type="submit"
                form={PURCHASE_FORM_ID}
                name="intent"
                value={QUANTITY_UPDATE_INTENT}
                formNoValidate
                className="button button--ghost button--small"
              >
                {t("catalogue.coins.update")}
              </button>
            )}
          </div>
        </div>
        <div className="coin-summary surface">
          <h3>{t("catalogue.coins.summary")}</h3>
          <dl aria-live="polite">
            <div>
              <dt>{t("catalogue.coins.quantity")}</dt>
              <dd data-testid="coin-summary-quantity">{quantity}</dd>
            </div>
            <div>
              <dt>{t("catalogue.coins.totalCoins")}</dt>
              <dd data-testid="coin-summary-total">{coinsOf(quantity)}</dd>
            </div>
            <div>
              <dt>{t("catalogue.coins.price")}</dt>
              <dd data-testid="coin-summary-price">{formatPrice(coinPriceCents(offer.unitPriceCents, quantity))}</dd>
            </div>
          </dl>
          <p className="coin-panel__promise" data-testid="coin-delivery-promise">
            {promiseOf(offer.deliveryMinutes)}
          </p>
          <MeasuredDelivery text={measuredOf(offer.id)} testId="coin-delivery-measured" />
          <StockBadge stock={stock} id="coin-stock" />
          <p className="coin-panel__note">
            {t("catalogue.coins.multiplesNote", {
              unit: formatCoinAmount(offer.baseUnit, language),
              coin: offer.coinName,
            })}
          </p>
          {/* With JavaScript the quantity applied (not what the box shows while typing) goes with the
              add-to-cart button's form, which lives above the panel. */}
          {/* A refused quantity goes as typed: the add's own check refuses it with the box's message. */}
          {hydrated && (
            <input
              type="hidden"
              form={PURCHASE_FORM_ID}
              name={QUANTITY_FIELD}
              value={refusedTyped ? typed : quantity}
            />
          )}
          <BuyButton
            label={t("catalogue.coins.addToCart")}
            kind="coin"
            id={offer.id}
            priceCents={coinPriceCents(offer.unitPriceCents, quantity)}
            soldOut={soldOut}
            describedBy={stock.text ? "coin-stock" : undefined}
          />
          {soldOut ? <StockAlertForm kind="coin" offerId={offer.id} server={server} action={pageHref} /> : null}
        </div>
      </div>
    </section>
  );
}
