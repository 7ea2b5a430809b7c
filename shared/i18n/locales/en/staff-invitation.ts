// The page a staff invitation's link opens (/staff-invitation): a new address chooses its name and a
// password; one that has an account confirms with that account's password.
const staffInvitation = {
  metaTitle: "Staff invitation",
  title: "Join the Gamer Store team",
  intro: "You are invited as {{role}}, with the address {{email}}.",
  newAccount: "Choose your name and a password for your account.",
  ownAccount:
    "This address already has an account at the store. Type its password to accept: the role applies only then.",
  twoFactorNote:
    "On the live store the admin area asks for a second factor (an authenticator app or a passkey): you add one in your settings once signed in.",
  fields: {
    name: "Your name",
    password: "Password",
    confirmPassword: "Confirm the password",
    ownPassword: "Your account's password",
  },
  submit: "Join the team",
  submitting: "Joining…",
  done: {
    title: "Welcome to the team",
    text: "Your account is on the staff as {{role}}. Sign in to open the admin area.",
    signIn: "Sign in",
  },
  dead: {
    usedTitle: "This invitation was already used",
    usedText:
      "Its link works once: it was accepted, cancelled, or a newer invitation replaced it. Ask the store's owner for a new one if you need it.",
    expiredTitle: "This invitation has expired",
    expiredText: "Its link worked for 72 hours. Ask the store's owner for a new one.",
    unknownTitle: "This invitation link is incomplete",
    unknownText: "Open the link from the email again, or copy the whole address into your browser.",
    home: "Go to the store",
  },
  errors: {
    invalid:
      "This invitation link no longer works: it was used or cancelled, or its 72 hours are over. Ask the store's owner for a new one.",
    accountExists: "This address has an account now: reload the page to accept with its password.",
    noAccount: "This address has no account any more: reload the page to choose a password.",
    accountDisabled: "This address's account is disabled: ask the store's owner.",
    alreadyStaff: "This account is already on the staff.",
  },
};

export default staffInvitation;
