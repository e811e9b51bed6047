import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { appRouteTree as routes } from "../../tests/support/route-modules";
import { rawRequest } from "../../tests/support/raw-request";
import { cacheTarget } from "./page-cache/cache-target.server";
import { canonicalPath, redirectToCanonicalPaths } from "./canonical-address.server";

describe("the one address of each page", () => {
  it("writes a page's static segments as the route table does, without a trailing slash", () => {
    for (const [path, canonical] of [
      ["/", "/"],
      ["/SERVICES", "/services"],
      ["/Services", "/services"],
      ["/sErViCeS", "/services"],
      ["/services/", "/services"],
      ["/servic%65s", "/services"],
      ["/A-Propos", "/a-propos"],
      ["/Blog/Categorie/dos", "/blog/categorie/dos"],
      ["/ROBOTS.TXT", "/robots.txt"],
      ["/Admin/Articles", "/admin/articles"],
    ])
      expect(canonicalPath(routes, path ?? ""), path).toBe(canonical);
  });

  it("keeps the case of a slug or a token, in its standard escaping", () => {
    expect(canonicalPath(routes, "/apercu/AbC-_9")).toBe("/apercu/AbC-_9");
    expect(canonicalPath(routes, "/services/Generale")).toBe("/services/Generale");
    expect(canonicalPath(routes, "/blog/%75n-article")).toBe("/blog/un-article");
    expect(canonicalPath(routes, "/blog/a%2Fb")).toBe("/blog/a%2Fb");
  });

  it("leaves unknown addresses to the 404 page", () => {
    expect(canonicalPath(routes, "/nulle/part")).toBeNull();
    expect(canonicalPath(routes, "/blog/un/deux")).toBeNull();
  });

  it("keeps no stored page under another spelling of an address", () => {
    for (const path of ["/SERVICES", "/Services?utm_source=x", "/services/", "/servic%65s"])
      expect(cacheTarget(routes, path), path).toBeNull();
    expect(cacheTarget(routes, "/services")).toMatchObject({ key: "/services" });
  });
});

describe("a request under another spelling of a page's address", async () => {
  const build = {
    routes: {
      root: { id: "root", path: "", module: {} },
      services: { id: "services", parentId: "root", path: "services", module: {} },
      service: { id: "service", parentId: "root", path: "services/:slug", module: {} },
      all: { id: "all", parentId: "root", path: "*", module: {} },
    },
  } as unknown as ServerBuild;
  const app = express();
  app.use(redirectToCanonicalPaths(build));
  app.use((req, res) => {
    res.send(`page ${req.originalUrl}`);
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("is redirected for good to the page's own address, query kept, in French", async () => {
    for (const [path, location] of [
      ["/SERVICES", "/services"],
      ["/sErViCeS/Sport?utm_source=x", "/services/Sport?utm_source=x"],
      ["/services/", "/services"],
    ]) {
      const response = await rawRequest(`${base}${path}`, "GET");
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe(location);
      expect(response.body).toContain("Cette page a pour adresse");
    }
  });

  it("lets the page's own address, unknown addresses and forms through", async () => {
    for (const [method, path] of [
      ["GET", "/services"],
      ["GET", "/services/sport?x=1"],
      ["GET", "/NULLE-PART"],
      ["POST", "/SERVICES"],
    ]) {
      const response = await rawRequest(`${base}${path}`, method ?? "GET");
      expect(response.status, path).toBe(200);
    }
  });
});
