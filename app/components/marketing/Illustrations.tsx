/**
 * Drawings made for the marketing pages: abstract pictures of the product (a back office, a game
 * lobby, a payment's path, an ad funnel, a network of agents). They draw in `currentColor` and
 * the two accent variables of marketing.css, so they follow the theme and the hero they sit in.
 * Decorative: the text beside them says everything, so they are hidden from assistive technology.
 */
import type { ReactNode } from "react";

export type HeroArt = "dashboard" | "games" | "payments" | "funnel" | "network" | "referrals";

function Art({ children }: { children: ReactNode }) {
  return (
    <svg className="marketing-art" viewBox="0 0 320 240" width="320" height="240" aria-hidden="true" focusable="false">
      <rect className="art-soft" x="8" y="8" width="304" height="224" rx="18" />
      {children}
    </svg>
  );
}

const drawings: Record<HeroArt, ReactNode> = {
  // A casino back office: the site's deposit chart, its figures and the player site beside it.
  dashboard: (
    <>
      <rect className="art-line" x="28" y="28" width="264" height="184" rx="12" />
      <path className="art-line" d="M28 52h264" />
      <circle className="art-accent" cx="42" cy="40" r="4" />
      <circle className="art-fill" cx="56" cy="40" r="4" />
      <circle className="art-fill" cx="70" cy="40" r="4" />
      <rect className="art-fill" x="44" y="68" width="64" height="34" rx="6" />
      <rect className="art-fill" x="118" y="68" width="64" height="34" rx="6" />
      <rect className="art-accent-2" x="192" y="68" width="84" height="34" rx="6" />
      <path className="art-line thick" d="M48 188l34-30 28 14 36-38 30 20 40-44 44 26" />
      <path className="art-accent-stroke thick" d="M48 196h228" />
      <circle className="art-accent" cx="216" cy="110" r="6" />
    </>
  ),
  // A lobby of game tiles, one of them being played.
  games: (
    <>
      {[0, 1, 2, 3].map((col) =>
        [0, 1, 2].map((row) => (
          <rect
            key={`${col}-${row}`}
            className={col === 1 && row === 1 ? "art-accent" : row === 0 && col === 3 ? "art-accent-2" : "art-fill"}
            x={36 + col * 64}
            y={36 + row * 58}
            width="52"
            height="46"
            rx="8"
          />
        )),
      )}
      <path className="art-dark" d="M114 106l18 10-18 10z" />
      <path className="art-line" d="M36 214h248" />
      <circle className="art-accent" cx="60" cy="214" r="5" />
    </>
  ),
  // A payment's path: the player's phone, the gateway choosing a channel, the merchant's account.
  payments: (
    <>
      <rect className="art-line" x="32" y="56" width="60" height="112" rx="10" />
      <rect className="art-accent" x="44" y="76" width="36" height="24" rx="4" />
      <rect className="art-fill" x="44" y="110" width="36" height="8" rx="4" />
      <rect className="art-fill" x="44" y="124" width="24" height="8" rx="4" />
      <circle className="art-accent-2" cx="160" cy="112" r="30" />
      <path className="art-dark thick-dark" d="M148 112l8 8 16-18" />
      <path className="art-line dashed" d="M92 112h38M190 112c24 0 24-44 48-44M190 112h48M190 112c24 0 24 44 48 44" />
      <rect className="art-fill" x="238" y="54" width="52" height="28" rx="6" />
      <rect className="art-accent" x="238" y="98" width="52" height="28" rx="6" />
      <rect className="art-fill" x="238" y="142" width="52" height="28" rx="6" />
      <path className="art-line" d="M40 200h240" />
      <circle className="art-accent" cx="264" cy="200" r="6" />
    </>
  ),
  // An advertising funnel: impressions narrowing to registrations and first deposits.
  funnel: (
    <>
      <path className="art-fill" d="M40 40h240l-30 44H70z" />
      <path className="art-accent-2" d="M74 92h172l-28 44h-116z" />
      <path className="art-accent" d="M106 144h108l-26 44h-56z" />
      <path className="art-line" d="M160 190v22" />
      <circle className="art-accent" cx="160" cy="216" r="6" />
      <path className="art-line dashed" d="M20 62h14M286 62h14M52 114h14M254 114h14M84 166h14M222 166h14" />
    </>
  ),
  // The alliance: agents around the platform, linked to each other and to it.
  network: (
    <>
      <path className="art-line" d="M160 120L72 60M160 120l96-56M160 120L64 180M160 120l100 60M160 120v84M72 60l-16 60 8 60M256 64l20 56-16 60" />
      <circle className="art-accent" cx="160" cy="120" r="26" />
      {[
        [72, 60],
        [256, 64],
        [64, 180],
        [260, 180],
        [160, 204],
        [56, 120],
        [276, 120],
      ].map(([x, y], index) => (
        <circle key={index} className={index % 3 === 0 ? "art-accent-2" : "art-fill strong"} cx={x} cy={y} r={index < 5 ? 14 : 9} />
      ))}
      <circle className="art-dark" cx="160" cy="112" r="7" />
      <path className="art-dark" d="M146 134c2-10 26-10 28 0z" />
    </>
  ),
  // An agent's dashboard: a referral link and the weekly revenue share growing.
  referrals: (
    <>
      <rect className="art-line" x="28" y="28" width="264" height="184" rx="12" />
      <rect className="art-fill" x="44" y="44" width="150" height="22" rx="11" />
      <rect className="art-accent" x="202" y="44" width="74" height="22" rx="11" />
      {[0, 1, 2, 3, 4, 5].map((week) => (
        <rect key={week} className={week === 5 ? "art-accent" : "art-accent-2"} x={52 + week * 38} y={184 - (week + 2) * 14} width="24" height={(week + 2) * 14} rx="4" />
      ))}
      <path className="art-line" d="M44 192h232" />
    </>
  ),
};

export function HeroIllustration({ art }: { art: HeroArt }) {
  return <Art>{drawings[art]}</Art>;
}

export type StepIconName =
  | "account"
  | "market"
  | "package"
  | "palette"
  | "pay"
  | "launch"
  | "brief"
  | "key"
  | "check"
  | "plug"
  | "wallet"
  | "settle"
  | "plan"
  | "megaphone"
  | "chart"
  | "form"
  | "review"
  | "link"
  | "handshake";

/** Small line icons (24 px grid) for the steps of a page. */
const icons: Record<StepIconName, ReactNode> = {
  account: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8c.8-3.5 3.6-5.5 7-5.5s6.2 2 7 5.5" />,
  market: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z" />,
  package: <path d="M4 7.5 12 3l8 4.5v9L12 21l-8-4.5v-9Zm0 0 8 4.5 8-4.5M12 12v9" />,
  palette: <path d="M12 3a9 9 0 0 0 0 18c1.4 0 2-1 1.5-2-.6-1.3.2-2.5 1.6-2.5H17a4 4 0 0 0 4-4c0-5-4-9.5-9-9.5ZM7.5 12h.01M9.5 7.5h.01M14.5 7.5h.01" />,
  pay: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-3.5 5.5h7M12 8.5V17m-3-5h6" />,
  launch: <path d="M12 3c3 2 4.5 5.5 4.5 9l-2 3h-5l-2-3C7.5 8.5 9 5 12 3Zm-2.5 12-2.5 3 1 2 3-2m3.5-3 2.5 3-1 2-3-2M12 9.5h.01" />,
  brief: <path d="M6 3h9l3 3v15H6V3Zm3 6h6m-6 4h6m-6 4h4" />,
  key: <path d="M14.5 9.5a4.5 4.5 0 1 0-4.2 4.5L12 15.5h2v2h2v2h3v-3l-5.2-5.2c.5-.5.7-1.1.7-1.8ZM8 9h.01" />,
  check: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-4 9 3 3 5-6" />,
  plug: <path d="M9 3v5m6-5v5M6 8h12v3a6 6 0 0 1-12 0V8Zm6 9v4" />,
  wallet: <path d="M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4V7Zm0 0 11-3v3m1.5 7h.01" />,
  settle: <path d="M4 20h16M6 17V10m4 7V10m4 7V10m4 7V10M3 8l9-5 9 5H3Z" />,
  plan: <path d="M4 5h16v15H4V5Zm0 5h16M9 3v4m6-4v4m-7 7h3v3H8v-3Z" />,
  megaphone: <path d="M4 10v4h3l8 4V6L7 10H4Zm3 4 1.5 5h2.5M18 9.5c1 .8 1.5 1.6 1.5 2.5s-.5 1.7-1.5 2.5" />,
  chart: <path d="M4 20V4m0 16h16M8 16l3.5-4 3 2L20 7" />,
  form: <path d="M5 3h14v18H5V3Zm3 5h8m-8 4h8m-8 4h4" />,
  review: <path d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm4.8 11.3L20 20M8 10.5l2 2 3.5-3.5" />,
  link: <path d="M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3A4 4 0 0 0 11 18.7l1-1" />,
  handshake: <path d="m3 11 4-4 4 2 3-2 7 4-3 4-4 3-3-2-4 1-4-6Zm8-2 4 4m-6-1 4 4" />,
};

export function StepIcon({ name }: { name: StepIconName }) {
  return (
    <svg className="step-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      {icons[name]}
    </svg>
  );
}
