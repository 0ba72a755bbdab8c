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

/** The provider's external links as configured; one not configured is left out. */
export function contactLinksFrom(settings: Partial<Record<keyof typeof env, unknown>>): ContactLinks {
  const url = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  return {
    social: SOCIAL_NETWORKS.flatMap((network) => {
      const href = url(settings[SOCIAL_SETTINGS[network]]);
      return href ? [{ network, href }] : [];
    }),
    telegramSupport: url(settings.TELEGRAM_SUPPORT_URL),
    telegramBind: url(settings.TELEGRAM_BIND_URL),
  };
}

/** This server's links (the settings were checked at start-up: http or https only). */
export const contactLinks = contactLinksFrom(env);
