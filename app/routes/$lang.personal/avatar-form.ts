import { z } from "zod";
import { AVATAR_UPLOAD_TYPES } from "@shared/contracts/avatar";

/** The flash name of the avatar form's last result. */
export const AVATAR_FORM = "personal-avatar";

/** What the file picker offers; the API still decides by the file's content. */
export const AVATAR_ACCEPT = AVATAR_UPLOAD_TYPES.join(",");

/** The avatar upload, in the browser and on the web server: a chosen, non-empty file. */
export const AvatarForm = z.object({
  avatar: z.instanceof(File, { message: "personal:avatar.chooseFile" }).refine((file) => file.size > 0, "personal:avatar.chooseFile"),
});
