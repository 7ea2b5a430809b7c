// The signed-in area: the user menu in the header and the /settings page.
const account = {
  menu: {
    open: "Account menu for {{name}}",
    admin: "Admin panel",
    cart: "My Cart",
    profile: "My Profile",
    orders: "My Orders",
    signOut: "Sign out",
  },
  settings: {
    metaTitle: "My account | Gamer Store",
    title: "My account",
    signedInAs: "Signed in as {{email}}",
    signOut: "Sign out",
    sectionsLabel: "Account sections",
    sections: {
      profile: "Profile",
      password: "Password",
      security: "Security",
      data: "Your data",
      orders: "Orders",
    },
  },
  profile: {
    intro: "Your name and phone number, used for your orders and support.",
    emailLabel: "Email",
    emailHint: "Your email cannot be changed here.",
    save: "Save changes",
    saving: "Saving…",
    cancel: "Cancel",
    savedTitle: "Profile updated",
    savedName: "Your name was updated.",
    savedPhone: "Your phone number was updated.",
    savedBoth: "Your name and phone number were updated.",
    savedGeneral: "Your profile was saved.",
    ok: "OK",
  },
  password: {
    intro: "To change your password, we will email you a link to choose a new one.",
    emailLabel: "Send the link to",
    submit: "Send reset link",
    submitting: "Sending…",
    sent: "Check your email: a link to choose a new password is on its way. It expires in 30 minutes.",
  },
};

export type AccountTexts = typeof account;
export default account;
