import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { renderAdmission } from "./render-admission.server";

/**
 * A server whose pages answer only when the test says so, with the
 * admission in front: what it shows is which requests are inside at once.
 */
async function heldServer(limit: number) {
  const inside: string[] = [];
  const held = new Map<string, () => void>();
  const app = express();
  app.use(
    renderAdmission(
      limit,
      (req, res) =>
        new Promise<void>((answered) => {
          inside.push(req.path);
          held.set(req.path, () => {
            inside.splice(inside.indexOf(req.path), 1);
            if (req.path !== "/grande") {
              res.end(req.path);
              answered();
              return;
            }
            // More than the sockets' buffers hold, for a client that does not
            // read: written as React Router writes, waiting for the drain.
            res.write("x".repeat(20_000_000));
            res.once("drain", () => {
              res.end();
              answered();
            });
          });
        }),
    ),
  );
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    inside,
    base,
    ask: (path: string, init?: RequestInit) => fetch(base + path, init).then((r) => r.text()),
    release: (path: string) => held.get(path)?.(),
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Until `check` holds, at most two seconds. */
async function until(check: () => boolean) {
  for (let tries = 0; tries < 200 && !check(); tries++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

describe("visitors' pages rendered a few at a time", () => {
  it("lets in at most the limit, then the others in their order as places free up", async () => {
    const server = await heldServer(2);
    close = server.close;
    const answers = ["/a", "/b", "/c", "/d"].map((path) => server.ask(path));
    await until(() => server.inside.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.inside).toEqual(["/a", "/b"]);

    server.release("/b");
    await until(() => server.inside.includes("/c"));
    expect(server.inside).toEqual(["/a", "/c"]);
    server.release("/a");
    server.release("/c");
    await until(() => server.inside.includes("/d"));
    server.release("/d");
    expect(await Promise.all(answers)).toEqual(["/a", "/b", "/c", "/d"]);
  });

  it("does not hold forms or the admin behind visitors", async () => {
    const server = await heldServer(1);
    close = server.close;
    const visitor = server.ask("/a");
    await until(() => server.inside.length === 1);
    const admin = server.ask("/admin/sauvegardes");
    const form = server.ask("/contact", { method: "POST", body: "x" });
    await until(() => server.inside.length === 3);
    for (const path of ["/a", "/admin/sauvegardes", "/contact"]) server.release(path);
    expect(await Promise.all([visitor, admin, form])).toEqual([
      "/a",
      "/admin/sauvegardes",
      "/contact",
    ]);
  });

  it("gives the place of a visitor who left while waiting to the next one", async () => {
    const server = await heldServer(1);
    close = server.close;
    const first = server.ask("/a");
    await until(() => server.inside.length === 1);
    const gone = new AbortController();
    const abandoned = server.ask("/parti", { signal: gone.signal }).catch(() => "abandonné");
    const third = server.ask("/c");
    await new Promise((resolve) => setTimeout(resolve, 50));
    gone.abort();
    expect(await abandoned).toBe("abandonné");
    await new Promise((resolve) => setTimeout(resolve, 50));

    server.release("/a");
    await until(() => server.inside.includes("/c"));
    expect(server.inside).toEqual(["/c"]);
    server.release("/c");
    expect(await Promise.all([first, third])).toEqual(["/a", "/c"]);
  });

  it("frees the place once the answer starts, even for a client that does not read it", async () => {
    const server = await heldServer(1);
    close = server.close;
    const reader = net.connect(server.port, "127.0.0.1");
    reader.pause();
    reader.write("GET /grande HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await until(() => server.inside.length === 1);
    server.release("/grande");
    const next = server.ask("/b");
    await until(() => server.inside.includes("/b"));
    server.release("/b");
    expect(await next).toBe("/b");
    reader.destroy();
  });

  it("frees the place of a visitor who leaves before the answer", async () => {
    const server = await heldServer(1);
    close = server.close;
    const gone = new AbortController();
    const abandoned = server.ask("/parti", { signal: gone.signal }).catch(() => "abandonné");
    await until(() => server.inside.length === 1);
    const next = server.ask("/b");
    gone.abort();
    expect(await abandoned).toBe("abandonné");
    await until(() => server.inside.includes("/b"));
    server.release("/b");
    expect(await next).toBe("/b");
  });
});
