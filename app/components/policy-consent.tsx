import { Link } from "@remix-run/react";
import type { PolicySlug } from "@shared/policy-text";
import { useTranslation } from "~/i18n/use-translation";

/** "Doing this means you accept…" with a link to each policy it names (register form, the payment step). */
export function PolicyConsent({ text, policies }: { text: string; policies: readonly PolicySlug[] }) {
  const { t } = useTranslation();
  return (
    <p className="policy-consent">
      {text}{" "}
      {policies.map((slug, index) => (
        <span key={slug}>
          {index > 0 ? ", " : null}
          <Link to={`/policies/${slug}`} target="_blank">
            {t(`policies.titles.${slug}`)}
          </Link>
        </span>
      ))}
    </p>
  );
}
