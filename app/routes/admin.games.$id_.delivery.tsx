import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { deliveryMethodFormSchema } from "@shared/admin/delivery-method-form";
import type { action, loader } from "@workers/admin/http/delivery-methods-page.server";
import type { DeliveryMethod } from "@workers/delivery/methods";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody, typedText } from "~/lib/error-body";
import { useCheckedForm } from "~/lib/forms";

export { action, loader } from "@workers/admin/http/delivery-methods-page.server";

type Answer = ReturnType<typeof useActionData<typeof action>>;

/** The form an answer belongs to: "add", or "save:<id>" / "remove:<id>" (the action tags each). */
const formOf = (answer: Answer) => String((answer as { intent?: unknown } | undefined)?.intent ?? "");

// A game's hand-over methods (issue 49): where there are several the shopper chooses one at purchase;
// each says what the agent's proof must show.
export default function AdminDeliveryMethods() {
  const { game, methods } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Link to={`/admin/games/${game.id}`}>{game.name}</Link>
      </p>
      <h1>{t("delivery.admin.title", { game: game.name })}</h1>
      <p>{t("delivery.admin.intro")}</p>
      {/* A removed method's card is gone with it: its outcome is said here. */}
      {formOf(answer).startsWith("remove:") && answer && "done" in answer ? (
        <FormAlert kind="success" focusKey={answer}>
          {t("delivery.admin.removed")}
        </FormAlert>
      ) : null}
      {methods.length === 0 ? <p data-testid="no-methods">{t("delivery.admin.empty")}</p> : null}
      {methods.map((method) => (
        <MethodForm key={`${method.id}-${savedKey(method)}`} method={method} answer={answer} />
      ))}
      <MethodForm key={`new-${methods.length}`} method={null} answer={answer} />
    </>
  );
}

/** The method's texts, each in both languages, with their longest (deliveryMethodFormSchema's). */
const TEXT_FIELDS = [
  { name: "labelEn", max: 60 },
  { name: "labelPt", max: 60 },
  { name: "proofEn", max: 300 },
  { name: "proofPt", max: 300 },
] as const;

/** A method's saved values: its form starts again from them once saved. */
const savedKey = (method: DeliveryMethod) =>
  [
    method.labelEn,
    method.labelPt,
    method.proofEn,
    method.proofPt,
    method.asksCharacterName,
    method.asksTimeWindow,
    method.position,
  ].join("|");

function MethodForm({ method, answer: pageAnswer }: { method: DeliveryMethod | null; answer: Answer }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const id = method ? String(method.id) : "new";
  const mine = (intent: string) => (method ? `${intent}:${method.id}` : intent);
  const own = [mine("save"), mine("remove"), mine("add")].includes(formOf(pageAnswer));
  const answer = own ? pageAnswer : undefined;
  const { ref, onSubmit, onInput, fieldErrors, formError } = useCheckedForm(deliveryMethodFormSchema, answer);
  const pressed = navigation.state === "submitting" ? navigation.formData : undefined;
  const busy = (intent: string) =>
    pressed?.get("intent") === intent && String(pressed?.get("method") ?? "") === (method ? String(method.id) : "");
  const typed = (name: keyof DeliveryMethod, saved: string) => (isErrorBody(answer) ? typedText(answer, name) : saved);
  const checked = (name: "asksCharacterName" | "asksTimeWindow") =>
    isErrorBody(answer) ? typedText(answer, name) === "on" : Boolean(method?.[name]);
  const titleId = `method-${id}-title`;
  // A removal is said by the page: this card goes with the method.
  const done = answer && "done" in answer && answer.done !== "removed" ? answer.done : null;
  return (
    <section className="admin-card" aria-labelledby={titleId} data-testid={`method-${id}`}>
      <h2 id={titleId}>{method ? method.labelEn : t("delivery.admin.newTitle")}</h2>
      {done ? (
        <FormAlert kind="success" focusKey={answer}>
          {t(`delivery.admin.${done}`)}
        </FormAlert>
      ) : null}
      {isErrorBody(answer) && !answer.details?.length ? <FormAlert kind="error">{answer.message}</FormAlert> : null}
      <Form method="post" className="admin-form" noValidate ref={ref} onSubmit={onSubmit} onInput={onInput}>
        {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
        {method ? <input type="hidden" name="method" value={method.id} /> : null}
        <input type="hidden" name="intent" value={method ? "save" : "add"} />
        {TEXT_FIELDS.map(({ name, max }) => (
          <Field
            key={name}
            id={`${id}-${name}`}
            label={t(`delivery.admin.${name}`)}
            name={name}
            maxLength={max}
            required
            defaultValue={typed(name, method?.[name] ?? "")}
            errors={fieldErrors[name]}
          />
        ))}
        <label>
          <input type="checkbox" name="asksCharacterName" defaultChecked={checked("asksCharacterName")} />{" "}
          {t("delivery.admin.asksCharacterName")}
        </label>
        <label>
          <input type="checkbox" name="asksTimeWindow" defaultChecked={checked("asksTimeWindow")} />{" "}
          {t("delivery.admin.asksTimeWindow")}
        </label>
        <Field
          id={`${id}-position`}
          label={t("delivery.admin.position")}
          name="position"
          inputMode="numeric"
          defaultValue={typed("position", String(method?.position ?? 0))}
          errors={fieldErrors.position}
        />
        <div className="admin-toolbar">
          <SubmitButton
            busy={busy(method ? "save" : "add")}
            label={t(method ? "delivery.admin.save" : "delivery.admin.add")}
            busyLabel={t(method ? "delivery.admin.saving" : "delivery.admin.adding")}
            postsWithoutScript
          />
        </div>
      </Form>
      {method ? (
        <Form method="post" className="inline-form">
          <input type="hidden" name="method" value={method.id} />
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" className="button button--ghost" disabled={busy("remove")}>
            {busy("remove") ? t("delivery.admin.removing") : t("delivery.admin.remove")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
