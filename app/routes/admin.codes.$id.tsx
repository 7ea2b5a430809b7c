import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { SALE_TYPES } from "@shared/codes";
import { newCodeFormSchema } from "@shared/promotions/code-form";
import type { action, loader } from "@workers/promotions/http/code-page.server";
import {
  CodeActiveButton,
  CodeActiveDone,
  CodeDiscount,
  useAmountInForce,
  useBothCurrencies,
} from "~/components/admin/discount-code";
import { DoneMessage } from "~/components/admin/done-message";
import { SelectField } from "~/components/admin/select-field";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { LocalTime } from "~/components/local-time";
import { useTranslation } from "~/i18n/use-translation";
import { typedList, typedText } from "~/lib/error-body";
import { useCheckedForm } from "~/lib/forms";
import { useTimeZone } from "~/lib/time-zone";

export { action, loader } from "@workers/promotions/http/code-page.server";

export default function AdminCode() {
  const { stats } = useLoaderData<typeof loader>();
  return stats ? <CodePage stats={stats} /> : <NewCode />;
}

function NewCode() {
  const { games } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const busy = useNavigation().state === "submitting";
  const { ref, onSubmit, onInput, fieldErrors, formError } = useCheckedForm(newCodeFormSchema, answer);
  const field = (name: string, label: string) => ({
    name,
    label: t(`adminCodes.fields.${label}`),
    errors: fieldErrors[name],
    defaultValue: typedText(answer, name),
  });
  const timesHint = t("adminCodes.fields.timesHint", { zone: timeZone });
  return (
    <>
      <p>
        <Link to="/admin/codes">{t("adminCodes.back")}</Link>
      </p>
      <h1>{t("adminCodes.new")}</h1>
      <Form method="post" className="admin-form" noValidate ref={ref} onSubmit={onSubmit} onInput={onInput}>
        {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
        <input type="hidden" name="time_zone" value={timeZone} />
        <Field {...field("code", "code")} hint={t("adminCodes.fields.codeHint")} autoComplete="off" required />
        <SelectField
          label={t("adminCodes.fields.kind")}
          name="kind"
          defaultValue={typedText(answer, "kind") || "percent"}
          options={(["percent", "amount"] as const).map((kind) => ({
            value: kind,
            label: t(`adminCodes.fields.kinds.${kind}`),
          }))}
          errors={fieldErrors.kind}
        />
        {/* Both kinds' fields are in the form; the stylesheet shows the chosen kind's (admin.css). */}
        <Field {...field("percent", "percent")} inputMode="numeric" className="code-kind--percent" />
        <Field
          {...field("amount_brl", "amountBrl")}
          inputMode="decimal"
          hint={t("adminCodes.fields.amountHint")}
          className="code-kind--amount"
        />
        <Field {...field("amount_usd", "amountUsd")} inputMode="decimal" className="code-kind--amount" />
        <Field
          {...field("min_total_brl", "minTotalBrl")}
          inputMode="decimal"
          hint={t("adminCodes.fields.minTotalHint")}
        />
        <Field {...field("min_total_usd", "minTotalUsd")} inputMode="decimal" />
        <Field {...field("max_uses", "maxUses")} inputMode="numeric" />
        <Field {...field("max_uses_per_shopper", "maxUsesPerShopper")} inputMode="numeric" />
        <label className="admin-check">
          <input
            type="checkbox"
            name="first_order_only"
            defaultChecked={typedText(answer, "first_order_only") !== ""}
          />
          {t("adminCodes.fields.firstOrderOnly")}
        </label>
        <Field {...field("starts_at", "startsAt")} type="datetime-local" hint={timesHint} />
        <Field {...field("ends_at", "endsAt")} type="datetime-local" hint={timesHint} />
        <fieldset className="admin-checks">
          <legend>{t("adminCodes.fields.scope")}</legend>
          <p className="field__hint">{t("adminCodes.fields.scopeHint")}</p>
          <fieldset className="admin-checks">
            <legend>{t("adminCodes.fields.games")}</legend>
            {games
              .filter((game) => game.archivedAt === null)
              .map((game) => (
                <label key={game.id}>
                  <input
                    type="checkbox"
                    name="game_ids"
                    value={game.id}
                    defaultChecked={typedList(answer, "game_ids").includes(String(game.id))}
                  />
                  {game.name}
                </label>
              ))}
          </fieldset>
          <fieldset className="admin-checks">
            <legend>{t("adminCodes.fields.saleTypes")}</legend>
            {SALE_TYPES.map((type) => (
              <label key={type}>
                <input
                  type="checkbox"
                  name="sale_types"
                  value={type}
                  defaultChecked={typedList(answer, "sale_types").includes(type)}
                />
                {t(`admin.saleTypes.${type}`)}
              </label>
            ))}
          </fieldset>
          <Field {...field("item_ids", "itemIds")} hint={t("adminCodes.fields.idsHint")} />
          <Field {...field("coin_offer_ids", "coinOfferIds")} hint={t("adminCodes.fields.idsHint")} />
        </fieldset>
        <SubmitButton
          busy={busy}
          label={t("adminCodes.create")}
          busyLabel={t("adminCodes.creating")}
          postsWithoutScript
        />
      </Form>
    </>
  );
}

function CodePage({ stats }: { stats: NonNullable<Awaited<ReturnType<typeof loader>>["stats"]> }) {
  const { games } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const both = useBothCurrencies();
  const inCurrency = useAmountInForce();
  const { code } = stats;
  const minimum = (currency: "BRL" | "USD") =>
    stats.inForce.minimum === null ? t("adminCodes.details.none") : inCurrency(stats.inForce.minimum, currency);
  const limit = (count: number | null) => (count === null ? t("adminCodes.details.noLimit") : String(count));
  const listed = (values: ReadonlyArray<string> | null) =>
    values === null ? t("adminCodes.details.everything") : values.join(", ");
  const gameName = (id: number) => games.find((game) => game.id === id)?.name ?? `#${id}`;
  const rules: Array<[string, React.ReactNode]> = [
    [t("adminCodes.columns.discount"), <CodeDiscount key="discount" stats={stats} />],
    [t("adminCodes.fields.minTotalBrl"), minimum("BRL")],
    [t("adminCodes.fields.minTotalUsd"), minimum("USD")],
    [t("adminCodes.fields.maxUses"), limit(code.maxUses)],
    [t("adminCodes.fields.maxUsesPerShopper"), limit(code.maxUsesPerShopper)],
    [
      t("adminCodes.fields.firstOrderOnly"),
      code.firstOrderOnly ? t("adminCodes.details.yes") : t("adminCodes.details.no"),
    ],
    [t("adminCodes.fields.startsAt"), code.startsAt ? <LocalTime key="starts" iso={code.startsAt} /> : "—"],
    [t("adminCodes.fields.endsAt"), code.endsAt ? <LocalTime key="ends" iso={code.endsAt} /> : "—"],
    [t("adminCodes.fields.games"), listed(code.gameIds?.map(gameName) ?? null)],
    [t("adminCodes.fields.saleTypes"), listed(code.saleTypes?.map((type) => t(`admin.saleTypes.${type}`)) ?? null)],
    [t("adminCodes.fields.itemIds"), listed(code.itemIds?.map(String) ?? null)],
    [t("adminCodes.fields.coinOfferIds"), listed(code.coinOfferIds?.map(String) ?? null)],
  ];
  const figures: Array<[string, React.ReactNode]> = [
    [t("adminCodes.columns.status"), t(`adminCodes.statuses.${stats.status}`)],
    [t("adminCodes.columns.uses"), stats.uses],
    [t("adminCodes.columns.reserved"), stats.reserved],
    [t("adminCodes.columns.discountGiven"), both(stats.discountGiven.BRL, stats.discountGiven.USD)],
    [t("adminCodes.columns.revenue"), both(stats.revenue.BRL, stats.revenue.USD)],
  ];
  return (
    <>
      <p>
        <Link to="/admin/codes">{t("adminCodes.back")}</Link>
      </p>
      <h1>{t("adminCodes.details.title", { code: code.code })}</h1>
      <DoneMessage />
      <CodeActiveDone answer={answer} />
      <div className="admin-grid admin-grid--2">
        <section className="admin-card" aria-labelledby="figures-title">
          <h2 id="figures-title">{t("adminCodes.details.figures")}</h2>
          <dl>
            {figures.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="field__hint">{t("adminCodes.details.revenueHint")}</p>
          <CodeActiveButton code={code} />
        </section>
        <section className="admin-card" aria-labelledby="rules-title">
          <h2 id="rules-title">{t("adminCodes.details.rules")}</h2>
          <dl>
            {rules.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
