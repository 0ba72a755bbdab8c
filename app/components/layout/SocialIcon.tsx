import { siDiscord, siFacebook, siInstagram, siTelegram, siWhatsapp, siX, siYoutube } from "simple-icons";
import type { SocialNetwork } from "~/utils/links";

// simple-icons dropped LinkedIn's mark at LinkedIn's request: a plain briefcase stands in for it.
const LINKEDIN_STAND_IN = "M9 2h6a2 2 0 0 1 2 2v2h4a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4V4a2 2 0 0 1 2-2Zm0 4h6V4H9v2Zm-6 6.5V19h18v-6.5h-7V14h-4v-1.5H3Z";

const PATHS: Record<SocialNetwork, string> = {
  telegram: siTelegram.path,
  whatsapp: siWhatsapp.path,
  x: siX.path,
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  youtube: siYoutube.path,
  linkedin: LINKEDIN_STAND_IN,
  discord: siDiscord.path,
};

/** A social network's mark (simple-icons, 24 × 24), in the colour of the text around it. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[network]} />
    </svg>
  );
}
