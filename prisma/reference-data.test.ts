import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKAGES } from "@shared/domain/constants";

// The royalty rate is a setting of the API, not a column of the package.
const { royaltyBps: _royalty, ...standardTerms } = PACKAGES.standard;
import { startApi, type TestApi } from "../tests/helpers/api-server";
import { seedReferenceData } from "./reference-data";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const counts = (api: TestApi) =>
  Promise.all([api.db.country.count(), api.db.templateCategory.count(), api.db.template.count(), api.db.colorScheme.count(), api.db.package.count()]);

describe("seedReferenceData", () => {
  it("is idempotent, restores changed figures and leaves withdrawals alone", async () => {
    const before = await counts(api);
    expect(before[0]).toBeGreaterThanOrEqual(25);
    expect(before.slice(3)).toEqual([6, 2]);

    await api.db.package.update({ where: { id: 1 }, data: { setupFeeMinor: 1, active: false } });
    await api.db.template.updateMany({ where: { countryId: 1 }, data: { name: "Renamed" } });
    await seedReferenceData(api.db);

    expect(await counts(api)).toEqual(before);
    expect(await api.db.package.findUnique({ where: { id: 1 } })).toMatchObject({ ...standardTerms, active: false });
    expect(await api.db.template.count({ where: { name: "Renamed" } })).toBe(0);
  });
});
