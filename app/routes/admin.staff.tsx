import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { STAFF_ROLES } from "@shared/codes";
import { staffInviteSchema } from "@shared/staff/schemas";
import { staffRoleText } from "@shared/vocabulary/staff-roles";
import type { action, loader } from "@workers/staff/http/staff-page.server";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { Pager } from "~/components/admin/pager";
import { SelectField } from "~/components/admin/select-field";
import { TableScroll } from "~/components/admin/table-scroll";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { LocalTime } from "~/components/local-time";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody, typedText } from "~/lib/error-body";
import { useCheckedForm } from "~/lib/forms";

export { action, loader } from "@workers/staff/http/staff-page.server";

type Answer = ReturnType<typeof useActionData<typeof action>>;
type Listing = ReturnType<typeof useLoaderData<typeof loader>>;

/** The form an answer belongs to (the action tags each with its intent). */
const intentOf = (answer: Answer) => (answer as { intent?: unknown } | undefined)?.intent;

export default function AdminStaff() {
  const listing = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("adminStaff.title")}</h1>
      <p>{t("adminStaff.intro")}</p>
      <Outcome answer={answer} />
      <InviteForm answer={intentOf(answer) === "invite" ? answer : undefined} email={listing.inviteEmail} />
      <StaffTable listing={listing} answer={answer} />
      <Invitations invitations={listing.invitations} />
      <RoleSummaries />
    </>
  );
}

/** What the last change did, or why it was refused (the invite form shows its own refusals by its fields). */
function Outcome({ answer }: { answer: Answer }) {
  const { t } = useTranslation();
  if (isErrorBody(answer)) {
    if (intentOf(answer) === "invite") return null;
    return (
      <FormAlert kind="error" focusKey={answer}>
        {answer.message}
      </FormAlert>
    );
  }
  if (!answer || !("done" in answer)) return null;
  const params = {
    email: "email" in answer ? String(answer.email) : "",
    name: "name" in answer ? String(answer.name ?? "") : "",
  };
  return (
    <FormAlert kind="success" focusKey={answer}>
      {t(`adminStaff.done.${answer.done}`, params)}
    </FormAlert>
  );
}

function InviteForm({ answer, email }: { answer: Answer; email: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "invite";
  const { ref, onSubmit, onInput, fieldErrors, formError } = useCheckedForm(staffInviteSchema, answer);
  // A sent invitation empties the form for the next one.
  const formKey = answer && "email" in answer ? `sent-${String(answer.email)}` : "invite";
  return (
    <section className="admin-card" aria-labelledby="invite-title">
      <h2 id="invite-title">{t("adminStaff.invite.title")}</h2>
      <Form
        key={formKey}
        method="post"
        className="admin-form"
        noValidate
        ref={ref}
        onSubmit={onSubmit}
        onInput={onInput}
      >
        {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
        <input type="hidden" name="intent" value="invite" />
        <Field
          label={t("adminStaff.invite.email")}
          name="email"
          type="email"
          autoComplete="off"
          required
          defaultValue={typedText(answer, "email") || email}
          errors={fieldErrors.email}
        />
        <SelectField
          label={t("adminStaff.invite.role")}
          name="role"
          defaultValue={typedText(answer, "role") || "support"}
          options={STAFF_ROLES.map((role) => ({ value: role, label: staffRoleText(t, role) }))}
          errors={fieldErrors.role}
        />
        <p className="field__hint">{t("adminStaff.invite.hint")}</p>
        <SubmitButton
          busy={busy}
          label={t("adminStaff.invite.submit")}
          busyLabel={t("adminStaff.invite.sending")}
          postsWithoutScript
        />
      </Form>
    </section>
  );
}

function StaffTable({ listing, answer }: { listing: Listing; answer: Answer }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const confirming = answer && "confirmRemove" in answer ? answer.confirmRemove : null;
  const { staff, viewerId } = listing;
  return (
    <section className="admin-card" aria-labelledby="staff-title">
      <h2 id="staff-title">{t("adminStaff.title")}</h2>
      <TableScroll labelledBy="staff-title">
        <table className="admin-table">
          <thead>
            <tr>
              {(["name", "email", "role", "since", "actions"] as const).map((key) => (
                <th scope="col" key={key}>
                  {t(`adminStaff.columns.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {staff.rows.map((member) => (
              <tr key={member.id}>
                <td>
                  {member.name} {member.id === viewerId ? t("adminStaff.you") : null}
                  {member.disabledAt ? ` · ${t("adminStaff.disabled")}` : null}
                </td>
                <td>{member.email}</td>
                <td>{staffRoleText(t, member.role)}</td>
                <td>{member.since ? <LocalTime iso={member.since} dateOnly /> : "—"}</td>
                <td>
                  <Form method="post" className="admin-toolbar">
                    <input type="hidden" name="id" value={member.id} />
                    <SelectField
                      label={t("adminStaff.roleOf", { name: member.name })}
                      name="role"
                      defaultValue={member.role}
                      options={STAFF_ROLES.map((role) => ({ value: role, label: staffRoleText(t, role) }))}
                    />
                    <button type="submit" name="intent" value="role" className="button button--ghost" disabled={busy}>
                      {t("adminStaff.changeRole")}
                    </button>
                    <button type="submit" name="intent" value="remove" className="button button--ghost" disabled={busy}>
                      {t("adminStaff.remove")}
                    </button>
                  </Form>
                  {confirming === member.id ? (
                    <ConfirmStep
                      title={t("adminStaff.removeConfirm.title", { name: member.name })}
                      consequence={t("adminStaff.removeConfirm.consequence", { name: member.name })}
                      confirmLabel={t("adminStaff.removeConfirm.button", { name: member.name })}
                      fields={{ intent: "remove", id: String(member.id) }}
                      cancelTo="/admin/staff"
                      busy={busy}
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Pager next={staff.next} previous={staff.previous} />
    </section>
  );
}

function Invitations({ invitations }: { invitations: Listing["invitations"] }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="admin-card" aria-labelledby="invitations-title">
      <h2 id="invitations-title">{t("adminStaff.invitations.title")}</h2>
      {invitations.rows.length === 0 ? <p>{t("adminStaff.invitations.none")}</p> : null}
      {invitations.rows.length > 0 ? (
        <TableScroll labelledBy="invitations-title">
          <table className="admin-table">
            <thead>
              <tr>
                {(["email", "role", "invitedBy", "expires", "actions"] as const).map((key) => (
                  <th scope="col" key={key}>
                    {t(`adminStaff.invitations.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {invitations.rows.map((invitation) => (
                <tr key={invitation.id}>
                  <td>{invitation.email}</td>
                  <td>{staffRoleText(t, invitation.role)}</td>
                  <td>{invitation.invitedByName ?? "—"}</td>
                  <td>
                    <LocalTime iso={invitation.expiresAt} />
                  </td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="id" value={invitation.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="cancel"
                        className="button button--ghost"
                        disabled={busy}
                      >
                        {t("adminStaff.invitations.cancel")}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      {invitations.total > invitations.rows.length ? (
        <p className="field__hint">{t("adminStaff.invitations.more", { count: invitations.total })}</p>
      ) : null}
    </section>
  );
}

/** The roles' permissions in words, beside the forms that give them. */
function RoleSummaries() {
  const { t } = useTranslation();
  return (
    <section className="admin-card" aria-labelledby="roles-title">
      <h2 id="roles-title">{t("adminStaff.rolesTitle")}</h2>
      <dl>
        {STAFF_ROLES.map((role) => (
          <div key={role}>
            <dt>{staffRoleText(t, role)}</dt>
            <dd>{t(`adminStaff.roleSummaries.${role}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
