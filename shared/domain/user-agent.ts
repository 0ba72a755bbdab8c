/**
 * A browser and operating system named from a User-Agent header, for the list of signed-in
 * devices (decision 036). A dozen patterns cover the browsers people use; anything else is
 * "Other", which is all the list needs (it names a device, it does not decide anything).
 * Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
 */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ["Edge", /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ["Opera", /\b(?:OPR|Opera)\/(\d+)/],
  ["Samsung Internet", /\bSamsungBrowser\/(\d+)/],
  ["Yandex Browser", /\bYaBrowser\/(\d+)/],
  ["UC Browser", /\bUCBrowser\/(\d+)/],
  ["Firefox", /\b(?:Firefox|FxiOS)\/(\d+)/],
  ["Chrome", /\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/],
  ["Safari", /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
  ["curl", /\bcurl\/(\d+)/i],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ["iOS", /\b(?:iPhone|iPad|iPod)\b/],
  ["Android", /\bAndroid\b/],
  ["Windows", /\bWindows\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["macOS", /\bMac OS X\b|\bMacintosh\b/],
  ["Linux", /\bLinux\b/],
];

export const UNKNOWN_AGENT = "Other";

export function describeUserAgent(userAgent: string): { browser: string; os: string } {
  const agent = userAgent.slice(0, 512);
  let browser = UNKNOWN_AGENT;
  for (const [name, pattern] of BROWSERS) {
    const match = agent.match(pattern);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const os = SYSTEMS.find(([, pattern]) => pattern.test(agent))?.[0] ?? UNKNOWN_AGENT;
  return { browser, os };
}
