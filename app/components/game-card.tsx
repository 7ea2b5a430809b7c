import { Link } from "@remix-run/react";
import type { GameSummary } from "@workers/services/catalogue/game-summary";
import { useTranslation } from "react-i18next";

/** A game in a grid: image, name and category, linking to its page. */
export function GameCard({ game, eager = false }: { game: GameSummary; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={`/game/${game.id}`} className="game-card" prefetch="intent">
      <img
        src={game.imageUrl || "/images/placeholder-game.svg"}
        alt=""
        width="320"
        height="180"
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
      <span className="game-card__body">
        <span className="game-card__name">{game.name}</span>
        <span className="game-card__category">{game.category}</span>
        <span className="game-card__cta">{t("home.viewDetails")}</span>
      </span>
    </Link>
  );
}
