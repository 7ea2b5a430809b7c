// The contact form's rules, shared by the form in the browser, the page's action and the API; the
// name and email follow the rules every form shares (../person-fields).
// Imports only valibot; messages are i18n keys.
import * as v from "valibot";
import { idField } from "../ids";
import { emailField, nameField, optionalNameField } from "../person-fields";

export const CONTACT_SUBJECTS = ["question", "suggestion", "complaint", "partnership", "other"] as const;

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 2_000;

/** A missing field reads as an empty one, so it gets its own "required" message. */
const field = (message: string) => v.optional(v.string(message), "");
const text = (requiredKey: string) => v.pipe(field(requiredKey), v.trim(), v.nonEmpty(requiredKey));

export const contactMessageSchema = v.object({
  name: nameField("contact.errors"),
  email: emailField("contact.errors"),
  subject: v.pipe(
    field("contact.errors.subjectInvalid"),
    v.picklist(CONTACT_SUBJECTS, "contact.errors.subjectInvalid"),
  ),
  message: v.pipe(
    text("contact.errors.messageRequired"),
    v.minLength(MESSAGE_MIN_LENGTH, "contact.errors.messageTooShort"),
    v.maxLength(MESSAGE_MAX_LENGTH, "contact.errors.messageTooLong"),
  ),
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
  message: v.pipe(
    text("support.errors.messageRequired"),
    v.maxLength(MESSAGE_MAX_LENGTH, "support.errors.messageTooLong"),
  ),
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
