// Two-factor sign-in: the sign-in's second step, enrolment and turning it off (/settings, security).
const twoFactor = {
  signIn: {
    codeNeeded: "Enter the 6-digit code from your authenticator app.",
    title: "Two-factor sign-in",
    codeLabel: "Authenticator code",
    recoveryLabel: "Recovery code",
    useRecovery: "Use a recovery code instead",
    useCode: "Use the authenticator app instead",
    submit: "Verify",
    submitting: "Verifying…",
    back: "Back to email and password",
  },
  settings: {
    section: "Security",
    intro:
      "Two-factor sign-in asks for a code from an authenticator app (such as Google Authenticator, Authy or 1Password) after your password, so a stolen password alone cannot open your account.",
    statusOn: "Two-factor sign-in is on.",
    statusOff: "Two-factor sign-in is off.",
    recoveryLeft: "Recovery codes left: {{left}}",
    adminRequired: "Admins must turn on two-factor sign-in before using the admin area.",
    start: "Turn on two-factor sign-in",
    starting: "Preparing…",
    scan: "Scan this QR code with your authenticator app, then type your password and the 6-digit code it shows.",
    qrLabel: "QR code for your authenticator app",
    manual: "Cannot scan? Enter this key in the app:",
    confirm: "Confirm and turn on",
    confirming: "Confirming…",
    recoveryTitle: "Your recovery codes",
    recoveryIntro:
      "Keep these ten codes somewhere safe (a password manager, or printed). Each one signs you in once if you lose your phone. They are shown only now.",
    recoveryDone: "I have saved them",
    startOver: "Start over with a new key",
    startingOver: "Making a new key…",
    startOverHint: "Only if the app lost this key: the entry your app already has for this store stops working.",
    recoveryCopy: "Copy the codes",
    recoveryCopied: "Copied. Paste them somewhere safe.",
    recoveryCopyFailed: "Could not copy them here: select the codes and copy them, or download them.",
    recoveryDownload: "Download as a text file",
    recoveryFileName: "gamer-store-recovery-codes.txt",
    recoveryFileTitle: "Gamer Store recovery codes. Each one signs you in once, if you lose your phone.",
    disableTitle: "Turn off two-factor sign-in",
    disableIntro: "Enter your password and a code from the app (or a recovery code).",
    disable: "Turn off",
    disabling: "Turning off…",
    passwordLabel: "Password",
    codeLabel: "Code",
  },
  enabled: "Two-factor sign-in is on.",
  disabled: "Two-factor sign-in is off.",
  errors: {
    invalidCode: "That code is not right, or it was already used. Wait for the next code and try again.",
    alreadyOn: "Two-factor sign-in is already on.",
    notOn: "Two-factor sign-in is not on.",
    notStarted: "Start turning on two-factor sign-in first.",
    wrongPassword: "The password is not right.",
    expired: "The sign-in took too long. Enter your email and password again.",
    adminMustEnrol: "Admins must turn on two-factor sign-in before using the admin area.",
    emailCodeSent:
      "Your account can open the admin area, so turning on two-factor sign-in needs a code too: we emailed it to you. Type it here.",
  },
  admin: {
    signInAgain:
      "The admin area needs a sign-in with your password and authenticator code (or a passkey). Sign out and sign in again.",
    notice:
      "The admin area needs a sign-in with your password and authenticator code (or a passkey): this sign-in had the password alone. Sign out and sign in again.",
  },
  validation: {
    codeRequired: "Enter the code.",
    codeInvalid: "The code is the 6 digits the app shows.",
  },
};

export default twoFactor;
