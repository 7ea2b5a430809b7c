import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { coinOfferFormSchema } from "@workers/services/admin/catalogue-schemas";
import {
  createCoinOffer,
  getAdminCoinOffer,
  removeCoinOffer,
  restoreCoinOffer,
  updateCoinOffer,
} from "@workers/services/admin/coin-offers";
import { pickableGames } from "@workers/services/admin/games";
import { idFilterParam } from "@workers/services/admin/listing";
import { getStoreSettings } from "@workers/services/settings/store-settings";
import { useState } from "react";
import { DeliveryMinutesField } from "~/components/admin/delivery-minutes-field";
import { DoneMessage } from "~/components/admin/done-message";
import { GamePicker } from "~/components/admin/game-picker";
import { RemoveEntry } from "~/components/admin/remove-entry";
import { TextInLanguages } from "~/components/admin/text-in-languages";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";
import { adminDeps, catalogueEditAction, idParam, refusalAsData } from "~/lib/admin.server";
import { formValues, useCheckedForm } from "~/lib/forms";
import { formatMoney, usePageLanguage } from "~/lib/money";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  const [offer, settings] = await Promise.all([
    params.id === "new" ? null : refusalAsData(request, () => getAdminCoinOffer(db, idParam(params.id))),
    getStoreSettings(db),
  ]);
  const games = await pickableGames(db, offer && "gameId" in offer ? offer.gameId : null);
  const gameFromAddress = idFilterParam(new URL(request.url).searchParams.get("game"));
  return { offer, games, currency: settings.currency, gameFromAddress };
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return catalogueEditAction(request, context, params.id, {
    section: "coins",
    schema: coinOfferFormSchema,
    create: createCoinOffer,
    update: updateCoinOffer,
    remove: removeCoinOffer,
    restore: restoreCoinOffer,
  });
}

export default function AdminCoinOffer() {
  const { offer, games, currency, gameFromAddress } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const busy = useNavigation().state === "submitting";
  const { ref, onSubmit, onInput, fieldErrors, formError } = useCheckedForm(coinOfferFormSchema, answer);
  const saved = offer && "coinName" in offer ? offer : null;
  const [preview, setPreview] = useState({
    coinName: saved?.coinName ?? "",
    baseUnit: String(saved?.baseUnit ?? ""),
    unitPrice: saved ? (saved.unitPriceCents / 100).toFixed(2) : "",
  });
  const previewCents = Math.round(Number(preview.unitPrice.replace(",", ".")) * 100);
  return (
    <>
      <p>
        <Link to="/admin/coins">{t("admin.common.back")}</Link>
      </p>
      <h1>{saved ? t("admin.coins.edit") : t("admin.coins.new")}</h1>
      <DoneMessage />
      <div className="admin-grid admin-grid--2">
        <Form
          method="post"
          className="admin-form"
          noValidate
          ref={ref}
          onSubmit={onSubmit}
          onInput={onInput}
          onChange={(event) => {
            const values = formValues(event.currentTarget);
            setPreview({
              coinName: values.coinName ?? "",
              baseUnit: values.baseUnit ?? "",
              unitPrice: values.unitPrice ?? "",
            });
          }}
        >
          {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
          <GamePicker games={games} chosen={saved?.gameId ?? gameFromAddress} errors={fieldErrors.gameId} />
          <Field
            label={t("admin.coins.coinName")}
            name="coinName"
            defaultValue={saved?.coinName}
            required
            errors={fieldErrors.coinName}
          />
          <Field
            label={t("admin.coins.baseUnit")}
            name="baseUnit"
            inputMode="numeric"
            defaultValue={saved?.baseUnit}
            required
            errors={fieldErrors.baseUnit}
          />
          <Field
            label={t("admin.coins.unitPrice")}
            name="unitPrice"
            inputMode="decimal"
            defaultValue={saved ? (saved.unitPriceCents / 100).toFixed(2) : undefined}
            required
            errors={fieldErrors.unitPrice}
          />
          <Field
            label={t("admin.coins.multiples")}
            name="multiples"
            hint={t("admin.coins.multiplesHint")}
            defaultValue={saved?.multiples ?? "1,2,3,5,10"}
            errors={fieldErrors.multiples}
          />
          <Field
            label={t("admin.coins.unitName")}
            name="unitName"
            defaultValue={saved?.unitName}
            errors={fieldErrors.unitName}
          />
          <TextInLanguages
            label={t("admin.coins.description")}
            name="description"
            values={{ en: saved?.description, pt: saved?.descriptionPt }}
            errors={fieldErrors}
            multiline
          />
          <Field
            label={t("admin.coins.sortOrder")}
            name="sortOrder"
            inputMode="numeric"
            defaultValue={saved?.sortOrder ?? 0}
            errors={fieldErrors.sortOrder}
          />
          <DeliveryMinutesField value={saved?.deliveryMinutes} errors={fieldErrors.deliveryMinutes} />
          <SubmitButton busy={busy} label={t("admin.common.save")} busyLabel={t("admin.common.saving")} />
        </Form>
        <section aria-labelledby="preview-title" className="admin-card">
          <h2 id="preview-title">{t("admin.common.preview")}</h2>
          <p className="admin-figure">
            {t("admin.coins.perUnit", {
              coins: preview.baseUnit,
              coin: preview.coinName,
              price: Number.isFinite(previewCents) ? formatMoney(previewCents, currency, language) : "—",
            })}
          </p>
        </section>
      </div>
      {saved ? <RemoveEntry archived={saved.archivedAt !== null} /> : null}
    </>
  );
}
