// The English texts any page may show: the layout, the catalogue, the cart and the chat. The
// browser loads them before hydrating; texts of one page only (about, contact) come with that
// page's loader data instead (../page-texts.ts), so they never weigh on the other pages.
import account from "./en/account";
import admin from "./en/admin";
import adminConfirm from "./en/admin-confirm";
import adminTrouble from "./en/admin-trouble";
import auth from "./en/auth";
import cartUndo from "./en/cart-undo";
import catalogue from "./en/catalogue";
import chat from "./en/chat";
import common from "./en/common";
import emails from "./en/emails";
import lines from "./en/lines";
import orderMoney from "./en/order-money";
import orderTrust from "./en/order-trust";
import payment from "./en/payment";
import pix from "./en/pix";
import policies from "./en/policies";
import privacy from "./en/privacy";
import shopping from "./en/shopping";
import support from "./en/support";
import twoFactor from "./en/two-factor";
import vocabulary from "./en/vocabulary";
import withdrawal from "./en/withdrawal";

const shell = {
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
  privacy,
  policies,
  withdrawal,
  admin,
  orderMoney,
  orderTrust,
  lines,
  adminConfirm,
  adminTrouble,
  cartUndo,
  vocabulary,
};

export type ShellTranslation = typeof shell;
export default shell;
