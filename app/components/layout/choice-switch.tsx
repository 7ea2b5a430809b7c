import { Form, useLocation } from "@remix-run/react";

/**
 * A row of buttons that posts one choice (language, currency) to `action`, which keeps it in a
 * cookie and brings the shopper back to this page: a plain form post, so it works before (and
 * without) JavaScript.
 */
export function ChoiceSwitch<T extends string>({
  action,
  name,
  label,
  choices,
  current,
  testIdPrefix,
}: {
  action: string;
  name: string;
  label: string;
  choices: ReadonlyArray<{ value: T; short: string; label: string; lang?: string }>;
  current: string;
  testIdPrefix: string;
}) {
  const location = useLocation();
  return (
    <Form method="post" action={action} className="language-switch" aria-label={label}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="submit"
          name={name}
          value={choice.value}
          lang={choice.lang}
          aria-pressed={current === choice.value}
          aria-label={choice.label}
          title={choice.label}
          data-testid={`${testIdPrefix}-${choice.value}`}
        >
          {choice.short}
        </button>
      ))}
    </Form>
  );
}
