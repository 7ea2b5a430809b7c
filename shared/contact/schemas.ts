// The contact form's rules, shared by the form in the browser, the page's action and the API; the
// name and email follow the rules every form shares (../person-fields).
// Imports only valibot; messages are i18n keys.
import * as v from "valibot";
import { idField } from "../ids";
import { emailField, nameField, optionalNameField, textField } from "../person-fields";

export const CONTACT_SUBJECTS = ["question", "suggestion", "complaint", "partnership", "other"] as const;

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 2_000;

/** A missing subject reads as an empty one, so it gets the "choose a subject" message. */
const field = (message: string) => v.optional(v.string(message), "");

/** A message of at most 2,000 characters, trimmed; the contact page also asks for at least `minLength`. */
const messageField = (texts: string, minLength?: number) =>
  textField(
    `${texts}.messageRequired`,
    [
      ...(minLength ? [{ message: `${texts}.messageTooShort`, test: (text: string) => text.length >= minLength }] : []),
      { message: `${texts}.messageTooLong`, test: (text: string) => text.length <= MESSAGE_MAX_LENGTH },
    ],
    (text) => text.trim(),
  );

export const contactMessageSchema = v.object({
  name: nameField("contact.errors"),
  email: emailField("contact.errors"),
  subject: v.pipe(
    field("contact.errors.subjectInvalid"),
    v.picklist(CONTACT_SUBJECTS, "contact.errors.subjectInvalid"),
  ),
  message: messageField("contact.errors", MESSAGE_MIN_LENGTH),
});

export type ContactMessageInput = v.InferOutput<typeof contactMessageSchema>;

/**
 * A message a visitor who is not signed in leaves in the chat panel: an email to answer to and the
 * message (a name if they give one). Its texts live with the chat's (support.errors), which every
 * page has, unlike the contact page's.
 */
export const guestChatMessageSchema = v.object({
  name: optionalNameField("support.errors"),
  email: emailField("support.errors"),
  message: messageField("support.errors"),
});

export type GuestChatMessageInput = v.InferOutput<typeof guestChatMessageSchema>;

/** The form's fields, in the order people fill them in. */
export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const satisfies ReadonlyArray<
  keyof ContactMessageInput
>;

/** The admin inbox's "mark as read" form: which message. */
export const markContactReadSchema = v.object({
  id: idField("adminInbox.invalidRequest"),
});
