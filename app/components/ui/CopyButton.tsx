import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * Copies a value; without JavaScript the value next to it is plain selectable text, and this button is not shown.
 * The value beside it is marked `data-copyable`, like the button, so the site protection leaves
 * selecting and the context menu to the user there (decision 019).
 */
export function CopyButton({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [mounted, setMounted] = useState(false);
  // Rendered only once hydrated: a copy button that cannot copy would mislead.
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <button
      type="button"
      className="button small"
      data-copyable
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          setCopied(true);
          window.setTimeout(() => setCopied(false), 2000);
        } catch {
          setCopied(false);
        }
      }}
    >
      {copied ? t("actions.copied") : (label ?? t("actions.copy"))}
    </button>
  );
}
