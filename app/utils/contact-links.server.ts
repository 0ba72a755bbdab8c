import { SOCIAL_NETWORKS, type SocialNetwork } from "./links";
import { env } from "./env.server";

const SOCIAL_SETTINGS: Record<SocialNetwork, keyof typeof env> = {
  telegram: "SOCIAL_TELEGRAM_URL",
  whatsapp: "SOCIAL_WHATSAPP_URL",
  x: "SOCIAL_X_URL",
  facebook: "SOCIAL_FACEBOOK_URL",
  instagram: "SOCIAL_INSTAGRAM_URL",
  youtube: "SOCIAL_YOUTUBE_URL",
  linkedin: "SOCIAL_LINKEDIN_URL",
  discord: "SOCIAL_DISCORD_URL",
};

export type ContactLinks = {
  social: { network: SocialNetwork; href: string }[];
  telegramSupport: string | null;
  telegramBind: string | null;
};

/** The provider's external links as configured (checked at start-up); one not configured is left out. */
export const contactLinks: ContactLinks = {
  social: SOCIAL_NETWORKS.flatMap((network) => {
    const href = env[SOCIAL_SETTINGS[network]];
    return typeof href === "string" ? [{ network, href }] : [];
  }),
  telegramSupport: env.TELEGRAM_SUPPORT_URL ?? null,
  telegramBind: env.TELEGRAM_BIND_URL ?? null,
};
