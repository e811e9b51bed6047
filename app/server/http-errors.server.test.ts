import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, describe, expect, it, vi } from "vitest";
import { rawRequest } from "../../tests/support/raw-request";
import {
  finalErrorHandler,
  httpMessages,
  refuseCrossSiteForms,
  refuseFormsWithoutAction,
  refuseMalformedRequests,
} from "./http-errors.server";

/** The routes of a build as React Router's server build lists them: only /auth has an action. */
const build = {
  routes: {
    root: { id: "root", path: "", module: {} },
    auth: { id: "auth", parentId: "root", path: "auth", module: { action: () => null } },
    contact: { id: "contact", parentId: "root", path: "contact", module: {} },
  },
} as unknown as ServerBuild;

/** A real Express app with the site's first and last handlers around routes that fail. */
const app = express();
app.use(refuseMalformedRequests);
app.use(refuseCrossSiteForms("https://osteo.example"));
app.use(refuseFormsWithoutAction(build));
app.post(["/auth", "/api/leads", "/contact.data"], (_req, res) => {
  res.send("reçu");
});
app.get("/boom", () => {
  throw new Error("connexion perdue à /srv/osteo/data");
});
app.get("/api/boom", async (_req, _res, next) => {
  next(Object.assign(new Error("payload"), { status: 400 }));
});
app.get("/", (_req, res) => {
  res.send("accueil");
});
app.use(finalErrorHandler);
const server = http.createServer(app);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const raw = (method: string, path: string, headers: Record<string, string> = {}) =>
  rawRequest(`${base}${path}`, method, headers);

describe("requests the site does not serve", () => {
  it.each(["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"])(
    "answers %s with 405, the allowed methods and a French message",
    async (method) => {
      const response = await raw(method, "/");
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST");
      expect(response.body).toContain(httpMessages.methodNotAllowed);
    },
  );

  it("answers JSON under /api/", async () => {
    const response = await raw("DELETE", "/api/leads");
    expect(response.status).toBe(405);
    expect(JSON.parse(response.body)).toEqual({ error: httpMessages.methodNotAllowed });
  });

  it("refuses a Host header no address can hold with 400", async () => {
    const response = await raw("GET", "/", { Host: "[bad" });
    expect(response.status).toBe(400);
    expect(response.body).toContain(httpMessages.badHost);
  });

  it.each(["/blog/%%%%/x", "/services/%ZZ", "/%E0%A4%A", "/api/leads/%"])(
    "refuses the path %s, whose percent-encoding is broken, with 400",
    async (path) => {
      const response = await raw("GET", path);
      expect(response.status).toBe(400);
      expect(response.body).toContain(httpMessages.badPath);
    },
  );

  it("lets the site's methods through", async () => {
    expect((await raw("GET", "/")).body).toBe("accueil");
    // A well-encoded path goes on to the routes, whatever its query holds.
    expect((await raw("GET", "/caf%C3%A9%2F?q=%%")).status).toBe(404);
  });
});

describe("a form posted from another site", () => {
  it("is refused with 403 and a French message", async () => {
    for (const origin of ["https://evil.example", "null", "http://127.0.0.1:1"]) {
      const response = await raw("POST", "/auth", { Origin: origin });
      expect(response.status, origin).toBe(403);
      expect(response.body).toContain(httpMessages.foreignOrigin);
    }
  });

  it("goes through from the site itself, its public address or a client without Origin", async () => {
    const sameSite: Record<string, string>[] = [
      { Origin: base },
      { Origin: "https://osteo.example" },
      {},
    ];
    for (const headers of sameSite) {
      const response = await raw("POST", "/auth", headers);
      expect(response.body, JSON.stringify(headers)).toBe("reçu");
    }
  });

  it("leaves the APIs to check it themselves", async () => {
    expect((await raw("POST", "/api/leads", { Origin: "https://evil.example" })).body).toBe("reçu");
  });
});

describe("a form posted to a page that takes none", () => {
  it("is refused with 405, the methods the page takes and a French message", async () => {
    const response = await raw("POST", "/contact");
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(response.body).toContain(httpMessages.formNotAccepted);
  });

  it("goes on to a page that takes it, to React Router's own requests and to other methods", async () => {
    expect((await raw("POST", "/auth")).body).toBe("reçu");
    expect((await raw("POST", "/contact.data")).body).toBe("reçu");
    expect((await raw("POST", "/api/leads")).body).toBe("reçu");
    expect((await raw("GET", "/")).body).toBe("accueil");
  });
});

describe("an unexpected error", () => {
  it("gives a French 500 page without stack or server path, and one log line with the request", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await raw("GET", "/boom?x=1");
    expect(response.status).toBe(500);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain(httpMessages.serverError);
    expect(response.body).not.toMatch(/\/srv\/osteo|at |Error/);
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]?.[0]);
    expect(line).not.toContain("\n");
    expect(line).toContain('GET "/boom?x=1"');
    expect(line).toContain("connexion perdue à /srv/osteo/data");
    log.mockRestore();
  });

  it("keeps the status of an error that is the client's, in JSON under /api/, without logging it", async () => {
    const response = await raw("GET", "/api/boom");
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ error: httpMessages.badRequest });
  });
});
