import { HomePage } from "~/components/home/HomePage";

export const handle = { i18n: ["common", "home"] };

export default function LocaleHome() {
  return <HomePage />;
}
