import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

/** An empty list (the cart, the orders) with the way out of it: the games. */
export function BrowseGamesEmpty({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state browse-games-empty">
      <p>{message}</p>
      <Link to="/games" className="button">
        {t("cart.browseGames")}
      </Link>
    </div>
  );
}
