// Settings → Your data: downloading it, and deleting the account (LGPD art. 18).
const privacy = {
  section: "Your data",
  export: {
    intro:
      "Download everything the store keeps about you: your profile, your sign-ins, your orders with their items, refunds and disputes, the reviews you wrote, your support chat and the messages you sent us, as a JSON file.",
    download: "Download my data",
    /** Words inside the downloaded file, in the account's language. */
    fromSupport: "Support",
    fromYou: "You",
    sources: {
      contact_form: "Contact form",
      guest_chat: "Chat, before signing in",
    },
    /** How a dispute ended, as the payment provider reported it. */
    disputeOutcomes: {
      won: "Closed in the store's favour",
      lost: "Closed in your favour: the bank returned the money to you",
      warning_closed: "Closed without a chargeback",
    },
    /** Where a payment check before delivery stands. */
    holdDecisions: {
      waiting: "Being checked",
      approved: "Approved: the order went on to delivery",
      refused: "Not approved: the order was cancelled and refunded in full",
      expired: "Not checked in time: the order was cancelled and refunded in full",
    },
    signInMethods: {
      password: "Password",
      password_and_code: "Password and authenticator code",
      passkey: "Passkey",
    },
    /** Where a dispute your bank opened on an order stands: the store's answer to it. */
    disputeStates: {
      open: "Opened by your bank; the store has not answered yet",
      submitting: "The store's answer is being sent to your bank",
      submitted: "The store answered your bank with the order's records",
    },
  },
  delete: {
    title: "Delete my account",
    intro:
      "Your name, email, phone, nicknames and messages are erased and you are signed out everywhere. Orders stay in our accounts without your personal details, as the law requires. You can register again with the same email later.",
    openOrders:
      "You still have an order that is unpaid, waiting for delivery, under review or disputed. Once it is settled (paid and delivered, or cancelled), you can delete your account.",
    codeRequired: "Enter a code from your authenticator app (or a recovery code) to delete your account.",
    passwordLabel: "Password",
    codeLabel: "Authenticator or recovery code",
    confirm: "Delete my account for good",
    deleting: "Deleting…",
    done: "Your account was deleted. Thanks for having shopped with us.",
  },
};

export default privacy;
