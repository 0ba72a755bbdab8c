import { createHash } from "node:crypto";
import type { Deps } from "../../deps";
import { AppError } from "../../http/app-error";
import { toAvatarImage } from "./avatar-image";
import { toUserInfo } from "./user-info";

/**
 * The caller's avatar: stored as its WebP (UserAvatar) and named on the user by an id made from the
 * image, so the URL changes with the image and can be cached for good (decision 020).
 */
export function avatarService({ db, config }: Deps) {
  return {
    async save(userId: number, upload: Buffer) {
      const image = new Uint8Array(await toAvatarImage(upload, config.AVATAR_MAX_PIXELS));
      // With the user's id in it: one image uploaded by two users still has two URLs.
      const hash = createHash("sha256").update(`${userId}:`).update(image).digest("hex").slice(0, 32);
      const user = await db.$transaction(async (tx) => {
        await tx.userAvatar.upsert({ where: { userId }, create: { userId, image }, update: { image } });
        return tx.user.update({ where: { id: userId }, data: { avatarHash: hash } });
      });
      return toUserInfo(user);
    },

    async remove(userId: number) {
      const user = await db.$transaction(async (tx) => {
        await tx.userAvatar.deleteMany({ where: { userId } });
        return tx.user.update({ where: { id: userId }, data: { avatarHash: null } });
      });
      return toUserInfo(user);
    },

    /** The image of the avatar whose URL carries this id; a removed or replaced one is gone. */
    async image(id: string): Promise<Uint8Array> {
      const user = await db.user.findFirst({ where: { avatarHash: id }, select: { avatarImage: { select: { image: true } } } });
      if (!user?.avatarImage) throw new AppError("NOT_FOUND");
      return user.avatarImage.image;
    },
  };
}
