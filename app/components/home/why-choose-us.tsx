import { useTranslation } from "~/i18n/use-translation";

const features = [
  { key: "brands", path: "M12 2l3 6 6 .9-4.5 4.3 1 6.3L12 16.6 6.5 19.5l1-6.3L3 8.9 9 8z" },
  { key: "guarantee", path: "M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5zm-3.5 10l2.5 2.5 5-5" },
  { key: "support", path: "M4 5h16v11H8l-4 4zm4 5h.01M12 10h.01M16 10h.01" },
  { key: "results", path: "M4 20V10m6 10V4m6 16v-7m4 7H2" },
] as const;

/** Spec section 2: four reasons to buy here. */
export function WhyChooseUs() {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="why-title">
      <h2 id="why-title">{t("catalogue.home.whyTitle")}</h2>
      <ul className="card-grid">
        {features.map((feature) => (
          <li key={feature.key} className="feature card surface">
            <svg
              className="feature__icon"
              aria-hidden="true"
              width="28"
              height="28"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={feature.path} />
            </svg>
            <h3>{t(`catalogue.home.features.${feature.key}.title`)}</h3>
            <p>{t(`catalogue.home.features.${feature.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
