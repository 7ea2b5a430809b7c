// Portuguese texts, one file per area under ./pt, typed by the English ones.
import type { Translation } from "./en";
import about from "./pt/about";
import account from "./pt/account";
import admin from "./pt/admin";
import adminConfirm from "./pt/admin-confirm";
import adminTrouble from "./pt/admin-trouble";
import auth from "./pt/auth";
import cartUndo from "./pt/cart-undo";
import catalogue from "./pt/catalogue";
import chat from "./pt/chat";
import common from "./pt/common";
import contact from "./pt/contact";
import emails from "./pt/emails";
import lines from "./pt/lines";
import orderMoney from "./pt/order-money";
import payment from "./pt/payment";
import shopping from "./pt/shopping";
import support from "./pt/support";
import vocabulary from "./pt/vocabulary";

const pt: Translation = {
  ...common,
  ...shopping,
  ...payment,
  ...chat,
  ...support,
  catalogue,
  account,
  auth,
  emails,
  admin,
  orderMoney,
  lines,
  adminConfirm,
  adminTrouble,
  cartUndo,
  vocabulary,
  about,
  contact,
};

export default pt;
