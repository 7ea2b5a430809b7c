// Passkeys (issue 35): adding, listing and removing them (/settings, security) and signing in with one.
const passkeys = {
  settings: {
    title: "Passkeys",
    intro:
      "A passkey signs you in with your fingerprint, face or screen lock instead of the password. It only works on this store, so it cannot be phished.",
    none: "You have no passkeys yet.",
    addTitle: "Add a passkey",
    addIntro:
      "Confirm it is you with your password and a factor you already have (your authenticator code when two-factor sign-in is on, or one of your passkeys), then name the passkey.",
    nameLabel: "Passkey name",
    namePlaceholder: "e.g. My phone",
    passwordLabel: "Password",
    add: "Add passkey",
    adding: "Waiting for your device…",
    added: "Passkey added.",
    remove: "Remove",
    removing: "Removing…",
    removed: "Passkey removed.",
    renameLabel: "New name for {{name}}",
    rename: "Rename",
    renaming: "Renaming…",
    renamed: "Passkey renamed.",
    createdAt: "Added",
    lastUsedAt: "Last used",
    neverUsed: "Not used yet",
    unsupported: "This browser cannot use passkeys here.",
    cancelled: "The passkey was not created: the request was cancelled or timed out.",
    emailCodeLabel: "Code from the email",
  },
  signIn: {
    button: "Sign in with a passkey",
    working: "Waiting for your passkey…",
    cancelled: "No passkey was used: the request was cancelled or timed out.",
    or: "or",
  },
  errors: {
    challenge: "This passkey request has expired or was already used. Please try again.",
    invalid: "This passkey could not be verified for this store.",
    exists: "This passkey is already registered.",
    notFound: "Passkey not found.",
    credentialRequired: "The passkey's answer is missing.",
    failed: "Something went wrong with the passkey. Please try again.",
    confirmationRequired: "Confirm with one of your passkeys before adding another.",
    emailCodeSent:
      "Your account can open the admin area, so its first passkey needs a code too: we emailed it to you. Type it here.",
    emailCodeInvalid: "That code is wrong or has expired. Ask for a new one by leaving the field empty.",
  },
  admin: {
    required:
      "The admin area needs a sign-in with a passkey. Sign out and sign in with your passkey; if you have none yet, add one in Settings → Security first.",
    notice:
      "The admin area needs a sign-in with a passkey. If you have none yet, add one below; then sign out and sign in with it.",
  },
  validation: {
    nameRequired: "Give the passkey a name.",
    nameTooLong: "The name can have at most 60 characters.",
  },
};

export default passkeys;
