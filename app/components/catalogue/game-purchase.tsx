// The game page's purchase area: the sale type tabs, server and platform, the nickname every buy
// button sends and the chosen sale type's panel.
// The page (app/routes/game.$id.tsx) renders it with its own HTML and loads this code on demand.

import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { MIN_LINE_QUANTITY } from "@shared/cart/limits";
import { coinTotal } from "@shared/catalogue/coin-math";
import { type GamePageChange, gamePageHref } from "@shared/catalogue/game-page-state";
import { stockShown, stockText } from "@shared/catalogue/stock-shown";
import { deliveryTimeText, promisedMinutes } from "@shared/delivery-promise";
import { describeCoins } from "@shared/describe-line";
import { type DeliveryFigures, measuredDeliveryText } from "@shared/trust/measured-text";
import type { SaleType } from "@workers/db/schema";
import { useCallback, useState } from "react";
import { useToast } from "~/components/toast";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, usePageLanguage } from "~/lib/money";
import { useHydrated } from "~/lib/use-hydrated";
import type { action, loader } from "~/routes/game.$id";
import CoinPanel from "./coin-panel";
import { useCoinSelection } from "./coin-selection";
import ItemsPanel from "./items-panel";
import { MeasuredDelivery } from "./measured-delivery";
import { OptionLinks } from "./option-links";
import { type AddedToCart, addAnswerOf, PurchaseForm, PurchaseProvider } from "./purchase";
import type { ShownStock } from "./stock-badge";

// Both panels come with the purchase area, not as parts of their own: decision 030.

export default function GamePurchase() {
  const loaded = useLoaderData<typeof loader>();
  const { game, initialNickname, tabs, state, coins, subcategories, listing, currency, deliveryHours, deliveryStats } =
    loaded;
  const stockOn = (
    kind: "coin" | "item",
    offer: { id: number; baseUnit?: number; coinName?: string },
    server = state.server,
  ): ShownStock => {
    const shown = stockShown(loaded.stock, { kind, ...offer }, server, loaded.lowStockThreshold);
    return { shown, text: stockText(t, shown, language, { ...offer, server }) };
  };
  const answer = addAnswerOf(useActionData<typeof action>());
  const { t } = useTranslation();
  const language = usePageLanguage();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [nickname, setNickname] = useState(initialNickname);
  const onNicknameChange = useCallback((value: string) => setNickname(value), []);
  const coinSelection = useCoinSelection(coins, state, answer && "added" in answer ? answer.coins : null);
  const toast = useToast();
  // Coins added: a toast names the line, with the cart a click away, and the quantity starts again
  // at the minimum (spec section 4), so the next add is a new choice rather than a repeat.
  const onAdded = (added: AddedToCart) => {
    const offer = added.kind === "coin" ? coins.find((coin) => coin.id === added.id) : undefined;
    if (!offer) return;
    coinSelection?.setQuantity(MIN_LINE_QUANTITY);
    const line = { name: offer.coinName, coinName: offer.coinName, quantity: added.quantity };
    const message = t("catalogue.coins.addedToast", {
      line: describeCoins({ ...line, coinAmount: coinTotal(offer.baseUnit, added.quantity) }, t, language),
      nickname: added.nickname,
    });
    toast(message, { link: { to: "/cart", label: t("cart.add.viewCart") } });
  };
  const nicknameMissing = hydrated && nickname.trim() === "";
  const hrefFor = (change: GamePageChange) => gamePageHref(game.id, state, change);
  const formatPrice = (cents: number) => formatMoney(cents, currency, language);
  const promiseOf = (own: number | null) => deliveryTimeText(t, promisedMinutes(own, deliveryHours));
  const measured = (figures: DeliveryFigures | undefined) => (figures ? measuredDeliveryText(t, figures) : null);
  const saleTypeFigures = state.type ? deliveryStats.saleTypes[state.type] : undefined;
  /** Server or platform buttons: one link per value, the current one marked. */
  const choices = (values: string[], current: string | null, change: (value: string) => GamePageChange) =>
    values.map((value) => ({ key: value, label: value, href: hrefFor(change(value)), current: value === current }));
  // On the coin tab each server says when the chosen coin is sold out there: it stays, to be chosen and asked about.
  const serverChoices = choices(game.servers, state.server, (server) => ({ server })).map((choice) =>
    state.type === "moeda" &&
    coinSelection &&
    stockOn("coin", coinSelection.offer, choice.key).shown.level === "sold_out"
      ? { ...choice, label: t("stock.shown.serverSoldOut", { server: choice.key }) }
      : choice,
  );
  // Shown while the next state of this same page loads.
  const busy = navigation.state === "loading" && navigation.location.pathname === `/game/${game.id}`;
  // The page as it is now (the coin panel's choice included): where the purchase form posts and returns.
  const pageHref =
    state.type === "moeda" && coinSelection
      ? gamePageHref(game.id, { ...state, coin: coinSelection.offer.id, qty: coinSelection.quantity })
      : gamePageHref(game.id, state);

  return (
    <>
      {state.type ? (
        <PurchaseProvider
          currency={currency}
          nicknameMissing={nicknameMissing}
          initialPressKey={loaded.pressKey}
          onAdded={onAdded}
        >
          <OptionLinks
            variant="tabs"
            label={t("catalogue.game.saleType")}
            options={tabs.map((type: SaleType) => ({
              key: type,
              label: t(`catalogue.game.tabs.${type}`),
              href: hrefFor({ type }),
              current: type === state.type,
            }))}
          />
          <div className="game-options surface">
            {game.servers.length > 0 ? (
              <OptionLinks label={t("catalogue.game.server")} options={serverChoices} />
            ) : (
              <p className="option-group">
                <span className="option-group__label">{t("catalogue.game.server")}</span>
                <span className="chip" aria-current="true">
                  {t("catalogue.game.allServers")}
                </span>
              </p>
            )}
            {game.platforms.length > 0 && (
              <OptionLinks
                label={t("catalogue.game.platform")}
                options={choices(game.platforms, state.platform, (platform) => ({ platform }))}
              />
            )}
            <PurchaseForm
              // Another game's page starts from that game's remembered nickname.
              key={game.id}
              defaultNickname={initialNickname}
              action={pageHref}
              server={state.server}
              platform={state.platform}
              hydrated={hydrated}
              answer={answer}
              onNicknameChange={onNicknameChange}
              deliveryMethods={loaded.deliveryMethods}
            />
          </div>
          <div className="sale-panel" aria-busy={busy} data-testid="sale-panel">
            {busy && (
              <p className="sale-panel__loading" role="status">
                {t("catalogue.game.loading")}
              </p>
            )}
            {saleTypeFigures && state.type && (
              <MeasuredDelivery
                testId="sale-type-measured"
                text={t("trust.measured.saleType", {
                  type: t(`catalogue.game.tabs.${state.type}`),
                  measured: measuredDeliveryText(t, saleTypeFigures),
                })}
              />
            )}
            {state.type === "moeda" && coinSelection ? (
              <CoinPanel
                coins={coins}
                selection={coinSelection}
                hrefFor={hrefFor}
                formatPrice={formatPrice}
                promiseOf={promiseOf}
                measuredOf={(id) => measured(deliveryStats.coins[id])}
                language={language}
                stock={stockOn("coin", coinSelection.offer)}
                server={state.server}
                pageHref={pageHref}
              />
            ) : (
              listing && (
                <ItemsPanel
                  type={state.type}
                  state={state}
                  listing={listing}
                  subcategories={subcategories}
                  hrefFor={hrefFor}
                  formatPrice={formatPrice}
                  promiseOf={promiseOf}
                  measuredOf={(id) => measured(deliveryStats.items[id])}
                  stockOf={(id) => stockOn("item", { id })}
                  server={state.server}
                  pageHref={pageHref}
                />
              )
            )}
          </div>
        </PurchaseProvider>
      ) : null}
    </>
  );
}
