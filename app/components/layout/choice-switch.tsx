import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

/**
 * A row of buttons that posts one choice (language, currency) to `action`, which keeps it in a
 * cookie and brings the shopper back to this page: a plain form post, so it works before (and
 * without) JavaScript.
 */
export function ChoiceSwitch<T extends string>({
  action,
  name,
  labelKey,
  values,
  labels,
  current,
  testIdPrefix,
}: {
  action: string;
  name: string;
  /** The text key naming the whole row for screen readers. */
  labelKey: string;
  values: ReadonlyArray<T>;
  /** Each choice's button text, the text key of its full name, and the language it is written in, if any. */
  labels: Record<T, { short: string; key: string; lang?: string }>;
  current: string;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action={action} className="language-switch" aria-label={t(labelKey)}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {values.map((value) => (
        <button
          key={value}
          type="submit"
          name={name}
          value={value}
          lang={labels[value].lang}
          aria-pressed={current === value}
          // The name starts with what the button shows ("EN — English"), so a voice command naming it works (WCAG 2.5.3).
          aria-label={`${labels[value].short} — ${t(labels[value].key)}`}
          title={t(labels[value].key)}
          data-testid={`${testIdPrefix}-${value}`}
        >
          {labels[value].short}
        </button>
      ))}
    </Form>
  );
}
