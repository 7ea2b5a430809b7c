// The admin order page's delivery tools (issue 16): tick off boosting and carry steps, post a note
// the shopper reads, attach delivery proof; each appears on the shopper's live order page.
import { Form } from "@remix-run/react";
import { ACCEPTED_IMAGE_TYPES } from "@shared/admin/accepted-images";
import type { OrderRecord } from "@workers/orders/order-record";
import { ActionResultHere } from "~/components/admin/action-result";
import { TextAreaField } from "~/components/admin/text-area-field";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { OrderProof } from "~/components/orders/order-live";
import { useTranslation } from "~/i18n/use-translation";

export function OrderDelivery({
  orderId,
  progress,
  proof,
  busy,
  formKey,
}: {
  orderId: number;
  progress: OrderRecord["progress"];
  proof: OrderRecord["proof"];
  busy: boolean;
  /** New after each change: the note's form starts empty once its note is posted. */
  formKey: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="admin-grid admin-grid--2">
      {progress.total > 0 ? (
        <section className="admin-card" aria-labelledby="steps-title">
          <h2 id="steps-title">{t("orderTrust.admin.stepsTitle", { done: progress.done, count: progress.total })}</h2>
          <ActionResultHere intents={["tick"]} />
          <ol>
            {progress.steps.map((step) => (
              <li key={step.id}>
                {step.label}{" "}
                {step.done ? (
                  <span className="badge">{t("orderTrust.admin.stepDone")}</span>
                ) : (
                  <Form method="post" className="inline-form">
                    <input type="hidden" name="intent" value="tick" />
                    <input type="hidden" name="step" value={step.id} />
                    <button type="submit" className="button button--small" disabled={busy}>
                      {t("orderTrust.admin.tick", { step: step.label })}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section className="admin-card" aria-labelledby="public-note-title">
        <h2 id="public-note-title">{t("orderTrust.admin.noteTitle")}</h2>
        <ActionResultHere intents={["note"]} />
        <Form method="post" className="admin-form" key={formKey}>
          <input type="hidden" name="intent" value="note" />
          <TextAreaField label={t("orderTrust.admin.noteLabel")} name="text" rows={3} maxLength={1000} required />
          <SubmitButton busy={busy} label={t("orderTrust.admin.notePost")} busyLabel={t("admin.common.saving")} />
        </Form>
      </section>
      <section className="admin-card" aria-labelledby="proof-title">
        <h2 id="proof-title">{t("orderTrust.admin.proofTitle")}</h2>
        <p className="field__hint">{t("orderTrust.admin.proofHint")}</p>
        <ActionResultHere intents={["proof"]} />
        <Form
          method="post"
          encType="multipart/form-data"
          className="admin-form"
          key={`proof-${orderId}-${proof.length}`}
        >
          <input type="hidden" name="intent" value="proof" />
          <Field
            label={t("orderTrust.admin.proofImage")}
            name="image"
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            required
          />
          <Field label={t("orderTrust.admin.proofNote")} name="note" />
          <SubmitButton busy={busy} label={t("orderTrust.admin.proofAttach")} busyLabel={t("admin.common.saving")} />
        </Form>
        <OrderProof proof={proof} />
      </section>
    </div>
  );
}
