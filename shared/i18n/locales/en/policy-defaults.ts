// The policies' texts until an admin writes the store's own (admin → Policies). Server-only: the
// policy pages send the one text they show.
const policyDefaults = {
  terms: `## Who we are
Gamer Store sells in-game currency, items, boosting and carry runs for online games, delivered to the game account or nickname you give at checkout.

## Orders and prices
Prices are shown in the store's currency and include every fee shown in the cart before you pay. An order is confirmed when the payment is approved; we then deliver within the time the cart shows.

## Delivery
We deliver to the nickname, server and platform you typed. Check them before paying: a delivery to the details you gave counts as delivered.

## Your right to withdraw
You can withdraw from a purchase on the order's page until it is delivered or until 7 days after paying, whichever comes first. See the refund and withdrawal policy.

## Support
Questions or problems with an order: use the support chat or the contact page.`,
  refunds: `## Withdrawal within 7 days
Under the Brazilian Consumer Protection Code (art. 49), you may withdraw from an online purchase within 7 days of paying; online, the right ends at delivery if that comes first. On the order's page, while the order has not been delivered, choose "Withdraw from this purchase" and confirm: the order is cancelled and everything you paid is refunded at once to your original payment method, and we email you a confirmation.

## After delivery
In-game goods and services are consumed when delivered, so a delivered order cannot be withdrawn online. If something is wrong with a delivery, talk to our support team and we will make it right or refund you.

## Refund times
Card refunds usually show on your statement within 5 to 10 business days, depending on your bank.`,
  privacy: `## What we keep
Your name, email and phone; your orders with the nicknames and servers you gave; your support chat and the messages you send through the contact page.

## Why
To deliver your orders, keep the accounting records the law requires, answer you and keep your account safe.

## Your rights (LGPD art. 18)
In your account settings, under "Your data", you can download everything we keep about you as a file, correct your profile, and delete your account. Deleting erases your personal data; orders stay in our accounts without it.

## Discount codes after deleting an account
So that a "first order" or "once per customer" discount code is used once per person, we keep, for each account, a keyed code computed from its email address (written in lower case, without any "+tag" and, for Gmail, without dots). It cannot be turned back into the address without a key only our systems hold, and we use it for nothing else. When you delete your account we keep this code with the orders that stay in our accounts, so a new account with the same address does not get those discounts again.

## Who on our team sees what (LGPD art. 6, necessity)
Each member of our team sees only what their job needs. Delivery agents see the in-game nickname, server and platform of the orders they hand over, and that order's chat; never your email, phone or payment details. Support agents see orders, profiles and support chats, to answer you. Managers see orders, profiles and payments, to run the catalogue and give refunds. The store's owner sees everything. Every change our team makes to an order, a price, money or a setting is recorded with who made it and when.

## Security
Passwords are stored hashed. You can turn on two-factor sign-in, and we email you when your account is signed in to from a new device, and when a passkey is added or removed, naming the browser, the system and the approximate place (city and country) it was done from.

If someone signs up with an address that already has an account, we tell its owner by email at most once a day; to know we did, we keep for 24 hours a code made from the address that cannot be turned back into it. So that a button pressed twice does not do the same thing twice (an add to the cart, a message, a review), we keep a random key for each press for one day.`,
};

export default policyDefaults;
