// The owner's staff page (/admin/staff): the roles, inviting, changing a role, removing, and the
// pending invitations; and the invitation page a new staff member opens from the email.
const adminStaff = {
  title: "Staff",
  intro:
    "The people who run the store with you. Each role gives only what its work needs; a change applies on the member's next page or chat message.",
  rolesTitle: "What each role may do",
  roleSummaries: {
    owner: "Everything, and the staff.",
    manager:
      "Catalogue, prices, orders, refunds, discount codes, reviews, the delivery desk and the audit trail; not the settings or the staff.",
    support:
      "Support chats, looking up orders and shoppers, order notes, and refunds up to the limit per order the owner sets in the settings; no prices, payment decisions or settings.",
    delivery: "The delivery desk only: the orders to hand over, never the buyer's email, phone or payment.",
  },
  invite: {
    title: "Invite someone",
    email: "Email",
    role: "Role",
    hint: "They get a link that works once, for 72 hours. An address that already has an account confirms with its own password.",
    submit: "Send invitation",
    sending: "Sending…",
  },
  columns: {
    name: "Name",
    email: "Email",
    role: "Role",
    since: "On the staff since",
    actions: "Actions",
  },
  you: "(you)",
  disabled: "disabled",
  roleOf: "Role of {{name}}",
  changeRole: "Change role",
  remove: "Remove from staff",
  removeConfirm: {
    title: "Remove {{name}} from the staff?",
    consequence:
      "{{name}} becomes a shopper again: signed out everywhere at once, without any staff page. Inviting them again is the way back.",
    button: "Remove {{name}}",
  },
  invitations: {
    title: "Pending invitations",
    none: "No invitation is waiting for an answer.",
    email: "Email",
    role: "Role",
    invitedBy: "Invited by",
    expires: "Link works until",
    actions: "Actions",
    cancel: "Cancel invitation",
    more_one: "{{count}} invitation pending in all; the newest are shown.",
    more_other: "{{count}} invitations pending in all; the newest are shown.",
  },
  done: {
    invited: "Invitation sent to {{email}}.",
    roleChanged: "{{name}}'s role is changed.",
    removed: "Removed from the staff: the person is a shopper again.",
    cancelled: "Invitation cancelled: its link no longer works.",
  },
  errors: {
    notStaff: "This account is not on the staff.",
    lastOwner: "The store must keep at least one active owner: make someone else an owner first.",
    changedMeanwhile: "This member was changed meanwhile: reload the page and try again.",
    alreadyStaff: "This address is already on the staff: change its role in the list instead.",
    accountDisabled: "This address's account is disabled: enable it on its user page first.",
    noInvitation: "There is no such invitation.",
    invitationNotPending: "This invitation was already used, cancelled or has expired.",
  },
  validation: {
    emailRequired: "Enter the email to invite",
    emailInvalid: "Enter a valid email",
    emailTooLong: "At most 254 characters",
    role: "Choose one of the roles",
  },
  /** On a user's page in the admin area: the one way to make staff is the staff page's invitation. */
  fromUser: {
    role: "Staff role",
    manage: "Change it on the staff page",
    invite: "Invite to the staff",
    inviteHint: "Staff join by invitation: the person accepts with their own password.",
  },
};

export default adminStaff;
