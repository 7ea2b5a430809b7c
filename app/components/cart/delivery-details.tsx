import { inLanguage } from "@shared/i18n/in-language";
import type { DeliveryChoice } from "@shared/orders/delivery-choice";
import { useTranslation } from "~/i18n/use-translation";
import { usePageLanguage } from "~/lib/money";

/**
 * Where a line is delivered: the in-game nickname, the server and platform when chosen, and how it
 * is handed over (issue 49) with the details that method asked for.
 */
export function DeliveryDetails({
  nickname,
  server,
  platform,
  delivery = null,
}: {
  nickname: string;
  server: string | null;
  platform: string | null;
  delivery?: DeliveryChoice | null;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const details = [
    { label: t("cart.nickname"), value: nickname },
    { label: t("cart.server"), value: server },
    { label: t("cart.platform"), value: platform },
    { label: t("delivery.shown.method"), value: delivery ? inLanguage(delivery.label, language) : null },
    { label: t("delivery.shown.characterName"), value: delivery?.characterName },
    { label: t("delivery.shown.timeWindow"), value: delivery?.timeWindow },
  ];
  return (
    <dl className="delivery-details">
      {details.map((detail) =>
        detail.value ? (
          <div key={detail.label}>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
