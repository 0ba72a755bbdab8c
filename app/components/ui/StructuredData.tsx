/**
 * Structured data for search engines (schema.org as JSON-LD): a data block, never executed. `<` is
 * escaped so no text in it can close the script element.
 */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
