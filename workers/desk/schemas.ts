// The delivery desk's input (issue 49): the page's forms and the API's body, with the API's wire
// name `staff_id`; the filter and page start come from the address (shared/admin/desk.ts).
import * as v from "valibot";
import { idField } from "../../shared/ids";

/** POST /api/admin/orders/{id}/assign. */
export const assignSchema = v.object({
  staff_id: v.pipe(
    v.number("adminDesk.errors.chooseAgent"),
    v.integer("adminDesk.errors.chooseAgent"),
    v.minValue(1, "adminDesk.errors.chooseAgent"),
  ),
});

/** The desk page's claim and release buttons: which order. */
export const deskOrderFormSchema = v.object({ order: idField("admin.validation.choice") });

/** The desk page's assign form: which order, to whom. */
export const assignFormSchema = v.object({
  order: idField("admin.validation.choice"),
  staff_id: idField("adminDesk.errors.chooseAgent"),
});

/** The desk order page's "mark as delivered", asked once more before it is done. */
export const deliveredSchema = v.object({ confirmed: v.optional(v.picklist(["yes"], "admin.validation.choice")) });
