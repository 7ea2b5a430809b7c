// Emails the store sends (workers/kernel/mail) and the development mailbox page.
const emails = {
  stockAlert: {
    allServers: "All servers",
    subject: "{{name}} is back on {{server}}",
    greeting: "Hi,",
    intro:
      "You asked us to tell you: {{name}} ({{game}}) is back on {{server}}. Stock can run out again, so have a look soon.",
    action: "Buy it now",
    why: "This is the one email you asked for about {{name}} on {{server}}.",
    stop: "Don't want these emails? Stop them here: {{url}}",
  },
  common: {
    greeting: "Hi {{name}},",
    linkFallback: "If the button does not work, copy this address into your browser:",
    signature: "The Gamer Store team",
    seenFrom: "Browser: {{browser}}; system: {{system}}; place: {{place}} (address {{ip}}).",
    unknown: "unknown",
  },
  verification: {
    subject: "Confirm your email at Gamer Store",
    intro: "Thanks for creating your Gamer Store account. Confirm your email address to start shopping.",
    action: "Confirm my email",
    expiry: "This link expires in 24 hours.",
    ignore: "If you did not create an account, you can ignore this email.",
  },
  staffInvitation: {
    subject: "You are invited to the Gamer Store team",
    intro: "You are invited to join the team that runs Gamer Store.",
    action: "Accept the invitation",
    details: "Invited by {{inviter}}, with the role {{role}}.",
    expiry:
      "This link works once, for 72 hours. If this address already has an account at the store, you confirm with its password.",
    ignore: "If you did not expect this, ignore this email: nothing changes.",
  },
  passwordReset: {
    subject: "Reset your Gamer Store password",
    intro: "We received a request to choose a new password for your account.",
    action: "Choose a new password",
    expiry: "This link expires in 30 minutes and works once.",
    ignore: "If you did not ask for this, ignore this email: your password stays the same.",
  },
  existingAccount: {
    subject: "You already have a Gamer Store account",
    intro:
      "Someone (hopefully you) tried to create a Gamer Store account with this email address, but it already has an account.",
    action: "Sign in",
    forgot: "Forgot your password? Choose a new one here: {{url}}",
    ignore: "If it was not you, ignore this email: nothing was changed.",
  },
  newSignIn: {
    subject: "New sign-in to your Gamer Store account",
    intro: "Your account was just signed in to from a browser or device it had not used before.",
    action: "Review my account's security",
    details: "When: {{time}} (UTC). Network address: {{ip}}.",
    notYou: "If it was not you, choose a new password now and turn on two-factor sign-in: {{url}}",
  },
  twoFactorOn: {
    subject: "Two-factor sign-in is on for your Gamer Store account",
    intro:
      "Two-factor sign-in was just turned on for your account: signing in now also asks for a code from an authenticator app.",
    action: "Review my account's security",
    notYou:
      "If it was not you, contact support right away: we will check it is you and turn it off. Then choose a new password: {{url}}",
  },
  twoFactorReset: {
    subject: "Two-factor sign-in was turned off for your Gamer Store account",
    intro:
      "At your request, our support turned off two-factor sign-in for your account and signed it out everywhere. You can sign in with your password and turn it on again.",
    action: "Turn two-factor sign-in on again",
    notYou: "If you did not ask for this, choose a new password now and contact support: {{url}}",
  },
  passkeyAdded: {
    subject: "A passkey was added to your Gamer Store account",
    intro: "A passkey was just added to your account: it can now sign in without the password.",
    action: "Review my passkeys",
    details: "Passkey: “{{passkey}}” (the name whoever added it typed).",
    notYou: "If it was not you, remove it in your account's security settings and choose a new password: {{url}}",
  },
  passkeyRemoved: {
    subject: "A passkey was removed from your Gamer Store account",
    intro: "A passkey was just removed from your account: it can no longer sign in.",
    action: "Review my passkeys",
    details: "Passkey: {{passkey}}.",
    notYou: "If it was not you, choose a new password now: {{url}}",
  },
  passkeyCode: {
    subject: "Your code to add a passkey to your Gamer Store account",
    intro:
      "Someone signed in to your account with its password asked to add its first passkey. Your account can open the admin area, so this needs the code below as well.",
    action: "Open my security settings",
    code: "Code: {{code}}",
    expiry: "It works once, for 15 minutes.",
    notYou: "If it was not you, do not give anyone this code, and choose a new password now: {{url}}",
  },
  authenticatorCode: {
    subject: "Your code to turn on two-factor sign-in for your Gamer Store account",
    intro:
      "Someone signed in to your account with its password asked to turn on two-factor sign-in with an authenticator app. Your account can open the admin area, so this needs the code below as well.",
    action: "Open my security settings",
  },
  devMailbox: {
    metaTitle: "Dev mailbox | Gamer Store",
    title: "Dev mailbox",
    intro: "Emails the store sent while running in development, newest first. None of them left this machine.",
    empty: "No emails yet.",
    to: "To",
    sentAt: "Sent",
    links: "Links in this email",
    htmlPreview: "HTML version",
    textVersion: "Text version",
  },
};

export type EmailTexts = typeof emails;
export default emails;
