// The admin's file pickers' `accept`: the types the store keeps (workers/admin/media.ts
// refuses the rest). Apart from ./media-names, whose chunk every catalogue page downloads.
import { IMAGE_EXTENSIONS } from "./media-names";

export const ACCEPTED_IMAGE_TYPES = Object.keys(IMAGE_EXTENSIONS).join(",");
