import { Fragment } from "react";
import type { Locale } from "@shared/contracts/locales";
import { useLocale } from "~/components/hooks/useLocale";

/** Languages written without spaces between words, whose lines may otherwise break inside one (分|钟). */
const UNSPACED: readonly Locale[] = ["zh", "zh-TW", "ja"];

/**
 * A heading's words, in Chinese and Japanese, kept whole: the text is cut into words by
 * Intl.Segmenter and a line may break only between them (`<wbr>` under `word-break: keep-all`),
 * with or without JavaScript. Elsewhere the text as it is. A word wider than the line still breaks.
 */
export function Phrases({ text }: { text: string }) {
  const locale = useLocale();
  // A browser without Intl.Segmenter (Firefox before 125) renders the plain text once it runs the page.
  if (!UNSPACED.includes(locale) || typeof Intl.Segmenter !== "function") return <>{text}</>;
  const words = [...new Intl.Segmenter(locale, { granularity: "word" }).segment(text)].map((part) => part.segment);
  return (
    <span className="phrases">
      {words.map((word, index) => (
        <Fragment key={index}>
          {index ? <wbr /> : null}
          {word}
        </Fragment>
      ))}
    </span>
  );
}
