import { describe, expect, it } from "vitest";
import { sidebarCookie, sidebarOpenFromCookie } from "./sidebar-state";

describe("sidebar state cookie", () => {
  it("opens the sidebar when no choice was stored", () => {
    expect(sidebarOpenFromCookie(null)).toBe(true);
    expect(sidebarOpenFromCookie("other=1")).toBe(true);
  });

  it("reads back the stored choice among other cookies", () => {
    expect(sidebarOpenFromCookie("a=1; sidebar_state=false; b=2")).toBe(false);
    expect(sidebarOpenFromCookie("sidebar_state=true")).toBe(true);
    expect(sidebarOpenFromCookie("my_sidebar_state=false")).toBe(true);
  });

  it("keeps the choice for 7 days on the whole site", () => {
    expect(sidebarCookie(false)).toBe("sidebar_state=false; Path=/; Max-Age=604800; SameSite=Lax");
  });
});
