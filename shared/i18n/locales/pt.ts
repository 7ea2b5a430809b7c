// Portuguese texts, one file per area under ./pt, typed by the English ones.
import type { Translation } from "./en";
import about from "./pt/about";
import account from "./pt/account";
import admin from "./pt/admin";
import adminAudit from "./pt/admin-audit";
import adminCharts from "./pt/admin-charts";
import adminCodes from "./pt/admin-codes";
import adminConfirm from "./pt/admin-confirm";
import adminDesk from "./pt/admin-desk";
import adminExports from "./pt/admin-exports";
import adminStaff from "./pt/admin-staff";
import adminTrouble from "./pt/admin-trouble";
import auth from "./pt/auth";
import cartUndo from "./pt/cart-undo";
import catalogue from "./pt/catalogue";
import chat from "./pt/chat";
import common from "./pt/common";
import contact from "./pt/contact";
import delivery from "./pt/delivery";
import emails from "./pt/emails";
import lines from "./pt/lines";
import orderMoney from "./pt/order-money";
import orderTrust from "./pt/order-trust";
import passkeys from "./pt/passkeys";
import payment from "./pt/payment";
import pix from "./pt/pix";
import policies from "./pt/policies";
import policyDefaults from "./pt/policy-defaults";
import privacy from "./pt/privacy";
import promotions from "./pt/promotions";
import promotionsShop from "./pt/promotions-shop";
import reviews from "./pt/reviews";
import reviewsShown from "./pt/reviews-shown";
import riskHolds from "./pt/risk-holds";
import shopping from "./pt/shopping";
import staffInvitation from "./pt/staff-invitation";
import stock from "./pt/stock";
import support from "./pt/support";
import trust from "./pt/trust";
import twoFactor from "./pt/two-factor";
import vocabulary from "./pt/vocabulary";
import withdrawal from "./pt/withdrawal";

const pt: Translation = {
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

export default pt;
