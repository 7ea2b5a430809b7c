import { useTranslation } from "~/i18n/use-translation";

/** Where a line is delivered: the in-game nickname, and the server and platform when chosen. */
export function DeliveryDetails({
  nickname,
  server,
  platform,
}: {
  nickname: string;
  server: string | null;
  platform: string | null;
}) {
  const { t } = useTranslation();
  const details = [
    { label: t("cart.nickname"), value: nickname },
    { label: t("cart.server"), value: server },
    { label: t("cart.platform"), value: platform },
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
