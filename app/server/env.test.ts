import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives working defaults for a fresh clone", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty values as unset and trims a trailing slash of PUBLIC_URL", () => {
    const env = parseEnv({ PORT: "", PUBLIC_URL: "https://osteo.example.com/" });
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe("https://osteo.example.com");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://x"],
    ["PUBLIC_URL", "osteo.example.com"],
    ["ADMIN_EMAIL", "pas-un-email"],
    ["ADMIN_PASSWORD", "court"],
    ["SMTP_URL", "http://mail"],
    ["INDEXNOW_KEY", "a b"],
  ])("refuses %s=%j with a message naming the variable", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });
});
