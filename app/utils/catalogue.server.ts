import type { Api } from "./api.server";

/**
 * What the opening station's steps show of one market (`countriesId` as the URL gives it), asked
 * of the API in parallel: the market itself, and as each step needs them its packages, its
 * template categories and its templates with the colour schemes. A part the API could not give is
 * `null`, and `error` holds the first failure's message.
 */
export async function loadMarketCatalogue(
  api: Api,
  countriesId: string,
  parts: { market?: boolean; packages?: boolean; categories?: boolean; templates?: { categoryId?: string } },
) {
  const [countries, packages, categories, templates] = await Promise.all([
    parts.market ? api.load("/opening-station/countries-list", { id: countriesId }) : null,
    parts.packages ? api.load("/opening-station/package-list", { countriesId }) : null,
    parts.categories ? api.load("/cart/category", { countriesId }) : null,
    parts.templates ? api.load("/cart/template-list", { countriesId, categoryId: parts.templates.categoryId }) : null,
  ]);
  const failure = [countries, packages, categories, templates].find((result) => result && !result.ok);
  return {
    market: countries?.ok ? (countries.data.find((country) => String(country.id) === countriesId) ?? null) : null,
    packages: packages?.ok ? packages.data : null,
    categories: categories?.ok ? categories.data : null,
    templates: templates?.ok ? templates.data : null,
    error: failure && !failure.ok ? failure.msg : null,
  };
}
