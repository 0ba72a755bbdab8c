import { describe, expect, it } from "vitest";
import { DEFAULT_PASSWORD_HASH_COST, loadConfig } from "./config";

const SECRET = "test-secret-test-secret-test-secret-0123";

describe("PASSWORD_HASH_COST", () => {
  it("is 10 unless set", () => {
    expect(DEFAULT_PASSWORD_HASH_COST).toBe(10);
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: SECRET }).PASSWORD_HASH_COST).toBe(10);
  });

  it("may be lowered for tests and demos, never in production for real", () => {
    expect(loadConfig({ NODE_ENV: "test", JWT_SECRET: SECRET, PASSWORD_HASH_COST: "4" }).PASSWORD_HASH_COST).toBe(4);
    expect(() => loadConfig({ NODE_ENV: "production", JWT_SECRET: SECRET, PASSWORD_HASH_COST: "9" })).toThrow(/PASSWORD_HASH_COST/);
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: SECRET, PASSWORD_HASH_COST: "12" }).PASSWORD_HASH_COST).toBe(12);
    expect(loadConfig({ NODE_ENV: "production", DEMO_MODE: "on", JWT_SECRET: SECRET, PASSWORD_HASH_COST: "4" }).PASSWORD_HASH_COST).toBe(4);
  });

  it("refuses what bcrypt cannot use", () => {
    expect(() => loadConfig({ NODE_ENV: "test", JWT_SECRET: SECRET, PASSWORD_HASH_COST: "3" })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ NODE_ENV: "test", JWT_SECRET: SECRET, PASSWORD_HASH_COST: "ten" })).toThrow(/PASSWORD_HASH_COST/);
  });
});

describe("settings given as empty strings", () => {
  it("take their defaults, as compose passes ${X:-} for a setting left out", () => {
    const config = loadConfig({ NODE_ENV: "test", SMTP_URL: "", API_PORT: "", LOG_LEVEL: "" });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.API_PORT).toBe(4000);
    expect(config.LOG_LEVEL).toBe("info");
  });
});

describe("SITE_BASE_DOMAIN", () => {
  it("is casino.localhost unless set, lower-cased, and read from the old SITE_DOMAIN_SUFFIX too", () => {
    expect(loadConfig({ NODE_ENV: "test" }).SITE_BASE_DOMAIN).toBe("casino.localhost");
    expect(loadConfig({ NODE_ENV: "test", SITE_BASE_DOMAIN: "Sites.Example.com" }).SITE_BASE_DOMAIN).toBe("sites.example.com");
    expect(loadConfig({ NODE_ENV: "test", SITE_DOMAIN_SUFFIX: "old.example" }).SITE_BASE_DOMAIN).toBe("old.example");
    expect(loadConfig({ NODE_ENV: "test", SITE_DOMAIN_SUFFIX: "old.example", SITE_BASE_DOMAIN: "new.example" }).SITE_BASE_DOMAIN).toBe("new.example");
  });

  it("refuses what is not a domain name", () => {
    for (const bad of ["https://casino.example", "casino.example/", ".example", "exa mple.com", "-bad.example"]) {
      expect(() => loadConfig({ NODE_ENV: "test", SITE_BASE_DOMAIN: bad })).toThrow(/SITE_BASE_DOMAIN/);
    }
  });
});

describe("the token secret in production", () => {
  it("is required with real money, and may be generated for a demo deployment", () => {
    expect(() => loadConfig({ NODE_ENV: "production", JWT_SECRET: "" })).toThrow(/JWT_SECRET must be set/);
    expect(loadConfig({ NODE_ENV: "production", DEMO_MODE: "on", JWT_SECRET: "", PASSWORD_HASH_COST: "4" }).JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });
});
