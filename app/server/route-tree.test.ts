import { describe, expect, it } from "vitest";
import { appRouteTree as routes } from "../../tests/support/route-modules";
import { formTarget } from "./route-tree.server";

describe("which route a form posted to an address reaches (React Router's rule)", () => {
  it("is the page's own route", () => {
    expect(formTarget(routes, "/contact")).toBe("routes/public/contact");
    expect(formTarget(routes, "/services/generale")).toBe("routes/public/service");
    expect(formTarget(routes, "/blog/un-article?x=1")).toBe("routes/blog/article");
    expect(formTarget(routes, "/auth")).toBe("routes/auth/auth");
    expect(formTarget(routes, "/api/leads")).toBe("routes/api/leads");
  });

  it("skips index routes and layouts unless the address says ?index", () => {
    expect(formTarget(routes, "/")).toBe("root");
    expect(formTarget(routes, "/?index")).toBe("routes/public/home");
    expect(formTarget(routes, "/admin")).toBe("routes/admin/layout");
    expect(formTarget(routes, "/admin?index")).toBe("routes/admin/dashboard");
    expect(formTarget(routes, "/admin?index=1")).toBe("routes/admin/layout");
  });

  it("leaves React Router's own requests, unknown and unreadable addresses to React Router", () => {
    expect(formTarget(routes, "/contact.data")).toBeNull();
    expect(formTarget(routes, "/__manifest")).toBeNull();
    expect(formTarget(routes, "/nulle/part")).toBeNull();
    expect(formTarget(routes, "//[bad")).toBeNull();
  });
});
