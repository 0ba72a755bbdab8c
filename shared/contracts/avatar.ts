import { z } from "zod";

/**
 * Avatars (docs/decisions/020-avatars.md): uploaded as the image's own bytes, checked by their
 * content, stored and served as a square WebP under a URL that changes with the image.
 */

/** The formats an avatar may be uploaded in. The declared Content-Type is not believed: the bytes decide. */
export const AVATAR_UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;

/** Every avatar is stored and served as a WebP of this many pixels square. */
export const AVATAR_SIZE_PX = 256;

export const AVATAR_MEDIA_TYPE = "image/webp";

/** Which avatar to serve: the id in the avatarUrl of the user info (it changes whenever the image does). */
export const AvatarQuery = z.object({
  id: z.string().max(32, "validation:invalid").regex(/^[0-9a-f]{32}$/, "validation:invalid"),
});

/** The served image's bytes (not the JSON envelope). */
export const AvatarImage = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

/** Where the API serves an avatar: the user info's avatarUrl. */
export function avatarPath(id: string): string {
  return `/api/user/avatar?id=${id}`;
}
