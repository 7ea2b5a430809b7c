// English texts, one file per area under ./en. Every key must exist in Portuguese too: the type
// of pt.ts makes a missing key a compile error, and tests/workers/texts/translations.test.ts checks both ways.
// The server holds them all; the browser gets only the parts each page shows (shared/i18n/page-texts.ts).
import about from "./en/about";
import account from "./en/account";
import admin from "./en/admin";
import adminAudit from "./en/admin-audit";
import adminCharts from "./en/admin-charts";
import adminCodes from "./en/admin-codes";
import adminConfirm from "./en/admin-confirm";
import adminDesk from "./en/admin-desk";
import adminExports from "./en/admin-exports";
import adminStaff from "./en/admin-staff";
import adminTrouble from "./en/admin-trouble";
import auth from "./en/auth";
import cartUndo from "./en/cart-undo";
import catalogue from "./en/catalogue";
import chat from "./en/chat";
import common from "./en/common";
import contact from "./en/contact";
import delivery from "./en/delivery";
import emails from "./en/emails";
import lines from "./en/lines";
import orderMoney from "./en/order-money";
import orderTrust from "./en/order-trust";
import passkeys from "./en/passkeys";
import payment from "./en/payment";
import pix from "./en/pix";
import policies from "./en/policies";
import policyDefaults from "./en/policy-defaults";
import privacy from "./en/privacy";
import promotions from "./en/promotions";
import promotionsShop from "./en/promotions-shop";
import reviews from "./en/reviews";
import reviewsShown from "./en/reviews-shown";
import riskHolds from "./en/risk-holds";
import shopping from "./en/shopping";
import staffInvitation from "./en/staff-invitation";
import stock from "./en/stock";
import support from "./en/support";
import trust from "./en/trust";
import twoFactor from "./en/two-factor";
import vocabulary from "./en/vocabulary";
import withdrawal from "./en/withdrawal";

const en = {
  ...common,
  ...shopping,
  ...payment,
  ...pix,
  ...chat,
  ...support,
  catalogue,
  account,
  auth,
  emails,
  twoFactor,
  passkeys,
  privacy,
  policies,
  withdrawal,
  promotions,
  promotionsShop,
  reviews,
  reviewsShown,
  admin,
  orderMoney,
  orderTrust,
  lines,
  adminConfirm,
  adminTrouble,
  adminCodes,
  adminDesk,
  adminExports,
  adminStaff,
  staffInvitation,
  adminAudit,
  adminCharts,
  cartUndo,
  vocabulary,
  about,
  contact,
  policyDefaults,
  trust,
  delivery,
  stock,
  riskHolds,
};

export type Translation = typeof en;
export default en;
