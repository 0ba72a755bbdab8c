import type { UserInfo } from "@shared/contracts/auth";
import { avatarPath } from "@shared/contracts/avatar";
import type { User } from "../../generated/prisma/client";

/** What a merchant may see of their own account: never hashes or secrets. */
export function toUserInfo(user: User): UserInfo {
  return {
    id: user.id,
    account: user.account,
    username: user.account,
    email: user.email,
    nickname: user.nickname,
    realName: user.realName,
    phone: user.phone,
    otherContact: user.otherContact,
    remark: user.remark,
    img: user.avatar,
    avatarUrl: user.avatarHash ? avatarPath(user.avatarHash) : null,
    authenticatorBound: user.totpSecret !== null,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
