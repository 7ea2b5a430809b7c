import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { chatStatusText } from "@shared/vocabulary/chat-statuses";
import { staffRoleText } from "@shared/vocabulary/staff-roles";
import type { action, loader } from "@workers/accounts/http/admin-user-page.server";
import { StatusBadge } from "~/components/admin/status-badge";
import { FormAlert } from "~/components/form/form-alert";
import { LocalTime } from "~/components/local-time";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";
import { formatMoney, usePageLanguage } from "~/lib/money";

export { action, loader } from "@workers/accounts/http/admin-user-page.server";

export default function AdminUser() {
  const { user, orders, chats, twoFactorOn, mayManageStaff } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p>
        <Link to="/admin/users">{t("admin.common.back")}</Link>
      </p>
      <h1>{user.name}</h1>
      {isErrorBody(answer) ? <FormAlert kind="error">{answer.message}</FormAlert> : null}
      {answer && "done" in answer ? <FormAlert kind="success">{t("admin.users.updated")}</FormAlert> : null}
      <dl className="admin-card">
        <dt>{t("admin.users.email")}</dt>
        <dd>{user.email}</dd>
        <dt>{t("admin.users.phone")}</dt>
        <dd>{user.phone || "—"}</dd>
        <dt>{t("admin.users.role")}</dt>
        <dd>
          {user.isAdmin && user.staffRole ? staffRoleText(t, user.staffRole) : t("admin.users.shopper")}
          {user.disabledAt ? ` · ${t("admin.users.disabled")}` : ""}
          {mayManageStaff ? <StaffLink user={user} /> : null}
        </dd>
        <dt>{t("admin.users.joined")}</dt>
        <dd>
          <LocalTime iso={user.createdAt} dateOnly />
        </dd>
        <dt>{t("admin.users.twoFactorTitle")}</dt>
        <dd>{twoFactorOn ? t("admin.users.twoFactorOn") : t("admin.users.twoFactorOff")}</dd>
      </dl>
      <Form method="post" className="admin-toolbar">
        <button
          type="submit"
          name="intent"
          value={user.disabledAt ? "enable" : "disable"}
          className="button button--ghost"
          disabled={busy}
          aria-describedby="disable-hint"
        >
          {user.disabledAt ? t("admin.users.enable") : t("admin.users.disable")}
        </button>
        <p id="disable-hint" className="field__hint">
          {t("admin.users.disableHint")}
        </p>
      </Form>
      {twoFactorOn ? (
        <Form method="post" className="admin-card">
          <h2>{t("admin.users.twoFactorTitle")}</h2>
          <p className="field__hint">{t("admin.users.resetTwoFactorHint")}</p>
          <label>
            <input type="checkbox" name="identityChecked" value="yes" required /> {t("admin.users.identityChecked")}
          </label>
          <button type="submit" name="intent" value="reset-2fa" className="button button--ghost" disabled={busy}>
            {t("admin.users.resetTwoFactor")}
          </button>
        </Form>
      ) : null}
      <div className="admin-grid admin-grid--2">
        <section className="admin-card" aria-labelledby="orders-title">
          <h2 id="orders-title">{t("admin.users.orders")}</h2>
          {orders.length === 0 ? <p>{t("admin.users.noOrders")}</p> : null}
          <ul>
            {orders.map((order) => (
              <li key={order.id}>
                <Link to={`/admin/orders/${order.id}`}>{t("admin.orders.order", { id: order.id })}</Link> ·{" "}
                <StatusBadge status={order.status} /> · {formatMoney(order.totalCents, order.currency, language)}
              </li>
            ))}
          </ul>
        </section>
        <section className="admin-card" aria-labelledby="chats-title">
          <h2 id="chats-title">{t("admin.users.chats")}</h2>
          {chats.length === 0 ? <p>{t("admin.users.noChats")}</p> : null}
          <ul>
            {chats.map((chat) => (
              <li key={chat.id}>
                <Link to={`/admin/messages?conversation=${chat.id}`}>#{chat.id}</Link> ·{" "}
                {chatStatusText(t, chat.status)} · {chat.lastMessage || "—"}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

/**
 * The one way to make staff or change a role is the staff page: a staff member's role is changed
 * there, a shopper is invited there (and accepts with their own password).
 */
function StaffLink({ user }: { user: { email: string; isAdmin: boolean; staffRole: string | null } }) {
  const { t } = useTranslation();
  if (user.isAdmin && user.staffRole) {
    return (
      <>
        {" · "}
        <Link to="/admin/staff">{t("adminStaff.fromUser.manage")}</Link>
      </>
    );
  }
  return (
    <>
      {" · "}
      <Link to={`/admin/staff?${new URLSearchParams({ email: user.email })}`}>{t("adminStaff.fromUser.invite")}</Link>
      <span className="field__hint"> {t("adminStaff.fromUser.inviteHint")}</span>
    </>
  );
}
