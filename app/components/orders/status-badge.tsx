import { orderStatusText } from "@shared/vocabulary/order-statuses";
import { useTranslation } from "~/i18n/use-translation";
import { statusTone } from "~/lib/status-tone";

/** An order status in words (shared/vocabulary/order-statuses.ts); any other value is shown as it is, neutral (spec section 4). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className="status-badge" data-tone={statusTone(status)}>
      {orderStatusText(t, status)}
    </span>
  );
}
