import { useTranslation } from "~/i18n/use-translation";

const features = ["brands", "guarantee", "support", "results"] as const;

/** Spec section 2: four reasons to buy here. */
export function WhyChooseUs() {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="why-title">
      <h2 id="why-title">{t("catalogue.home.whyTitle")}</h2>
      <ul className="card-grid">
        {features.map((feature) => (
          <li key={feature} className="feature card surface">
            <span className={`feature__icon feature__icon--${feature}`} aria-hidden="true" />
            <h3>{t(`catalogue.home.features.${feature}.title`)}</h3>
            <p>{t(`catalogue.home.features.${feature}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
