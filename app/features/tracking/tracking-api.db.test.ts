import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { appointmentTracking, trackingEvents } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import {
  handleHeartbeatRequest,
  handleTrackRequest,
  TRACKING_RATE_LIMIT,
} from "./tracking-api.server";

describe("tracking API", async () => {
  const services = await createTestServices();
  let ipCounter = 0;
  /** Each test its own client address, so rate limits do not leak between tests. */
  const context = (clientIp = `198.51.100.${++ipCounter}`): AppLoadContext => ({
    services,
    cspNonce: "",
    clientIp,
  });

  const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
    new Request(`https://osteo.example.com${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body,
    });

  const click = {
    buttonId: "seance-type-page-button",
    pageUrl: "https://osteo.example.com/seance-type",
    sessionId: "0123456789abcdef0123456789abcdef",
    referrer: "https://www.google.com/",
    userAgent: "Mozilla/5.0 (test)",
    utmSource: "google",
    utmMedium: "cpc",
  };

  const countRows = async () => ({
    events: (await services.db.select().from(trackingEvents)).length,
    sessions: (await services.db.select().from(appointmentTracking)).length,
  });

  describe("refuses bad requests with a French message and stores nothing", () => {
    const cases: [string, () => Request, number, RegExp][] = [
      [
        "a form-encoded body",
        () =>
          post("/api/tracking/track", "a=1", {
            "Content-Type": "application/x-www-form-urlencoded",
          }),
        415,
        /Type de contenu non pris en charge/,
      ],
      [
        "a body without content type",
        () =>
          new Request("https://osteo.example.com/api/tracking/track", {
            method: "POST",
            body: new Blob([JSON.stringify(click)]),
          }),
        415,
        /Type de contenu/,
      ],
      ["broken JSON", () => post("/api/tracking/track", "{buttonId:"), 400, /JSON valide/],
      ["a JSON array", () => post("/api/tracking/track", "[1,2]"), 400, /objet JSON/],
      ["JSON null", () => post("/api/tracking/track", "null"), 400, /objet JSON/],
      ["an empty body", () => post("/api/tracking/track", ""), 400, /JSON valide/],
      [
        "a missing session id",
        () => post("/api/tracking/track", JSON.stringify({ ...click, sessionId: undefined })),
        400,
        /« sessionId » est requis/,
      ],
      [
        "a button id that is a number",
        () => post("/api/tracking/track", JSON.stringify({ ...click, buttonId: 12 })),
        400,
        /« buttonId » doit être un texte/,
      ],
      [
        "a session id with markup",
        () =>
          post(
            "/api/tracking/track",
            JSON.stringify({ ...click, sessionId: "<script>alert(1)</script>" }),
          ),
        400,
        /« sessionId »/,
      ],
      [
        "an over-long page address",
        () => post("/api/tracking/track", JSON.stringify({ ...click, pageUrl: "x".repeat(2049) })),
        400,
        /« pageUrl » doit contenir au plus 2048/,
      ],
      [
        "a utm value that is an object",
        () => post("/api/tracking/track", JSON.stringify({ ...click, utmSource: { a: 1 } })),
        400,
        /« utmSource »/,
      ],
      ...(["userAgent", "referrer", "utmSource", "pageUrl"] as const).flatMap(
        (field): [string, () => Request, number, RegExp][] => [
          [
            `a NUL character in ${field}`,
            () => post("/api/tracking/track", JSON.stringify({ ...click, [field]: "a\u0000b" })),
            400,
            new RegExp(`« ${field} » contient un caractère non autorisé`),
          ],
          [
            `a lone surrogate in ${field}`,
            () => post("/api/tracking/track", JSON.stringify({ ...click, [field]: "\ud800" })),
            400,
            new RegExp(`« ${field} » contient un caractère non autorisé`),
          ],
        ],
      ),
      [
        "invalid UTF-8",
        () => post("/api/tracking/track", new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])),
        400,
        /UTF-8/,
      ],
      [
        "a declared length over the limit",
        () =>
          post("/api/tracking/track", JSON.stringify({ ...click, userAgent: "u".repeat(9000) })),
        413,
        /trop volumineuse/,
      ],
      [
        "a streamed body over the limit",
        () =>
          new Request("https://osteo.example.com/api/tracking/track", {
            method: "POST",
            headers: { "Content-Type": "text/plain" },
            body: stream(20_000),
            duplex: "half",
          } as RequestInit),
        413,
        /trop volumineuse/,
      ],
      [
        "a post from another site",
        () =>
          post("/api/tracking/track", JSON.stringify(click), {
            Origin: "https://evil.example.net",
          }),
        403,
        /ne provient pas de ce site/,
      ],
    ];
    it.each(cases)("%s", async (_case, request, status, message) => {
      const response = await handleTrackRequest(request(), context());
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
      expect(await countRows()).toEqual({ events: 0, sessions: 0 });
    });

    const heartbeatCases: [string, unknown, RegExp][] = [
      [
        "an unknown event",
        { sessionId: click.sessionId, event: "explode", timestamp: Date.now() },
        /« event » doit valoir/,
      ],
      [
        "a missing timestamp",
        { sessionId: click.sessionId, event: "heartbeat" },
        /« timestamp » est requis/,
      ],
      [
        "a timestamp that is not a date",
        { sessionId: click.sessionId, event: "heartbeat", timestamp: "hier" },
        /« timestamp » doit être une date/,
      ],
      [
        "the largest date JavaScript knows",
        { sessionId: click.sessionId, event: "heartbeat", timestamp: 8640000000000000 },
        /« timestamp » doit être une date entre 2000 et 2100/,
      ],
      [
        "an end date far in the future",
        {
          sessionId: click.sessionId,
          event: "complete",
          timestamp: Date.now(),
          endTimestamp: 8640000000000000,
          durationSeconds: 3,
        },
        /« endTimestamp » doit être une date entre 2000 et 2100/,
      ],
      [
        "an ISO date in year 9999",
        {
          sessionId: click.sessionId,
          event: "heartbeat",
          timestamp: "9999-12-31T23:59:59Z",
        },
        /« timestamp » doit être une date entre 2000 et 2100/,
      ],
      [
        "the epoch",
        { sessionId: click.sessionId, event: "heartbeat", timestamp: 0 },
        /« timestamp » doit être une date entre 2000 et 2100/,
      ],
      [
        "a negative duration",
        {
          sessionId: click.sessionId,
          event: "complete",
          timestamp: Date.now(),
          endTimestamp: Date.now(),
          durationSeconds: -5,
        },
        /« durationSeconds » doit être positif/,
      ],
      [
        "an end event without its summary",
        { sessionId: click.sessionId, event: "page_close", timestamp: Date.now() },
        /« endTimestamp » est requis/,
      ],
      [
        "completed given as text",
        {
          sessionId: click.sessionId,
          event: "complete",
          timestamp: Date.now(),
          endTimestamp: Date.now(),
          durationSeconds: 3,
          completed: "yes",
        },
        /« completed » doit valoir true ou false/,
      ],
    ];
    it.each(heartbeatCases)("heartbeat with %s", async (_case, body, message) => {
      const response = await handleHeartbeatRequest(
        post("/api/tracking/heartbeat", JSON.stringify(body)),
        context(),
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
      expect(await countRows()).toEqual({ events: 0, sessions: 0 });
    });

    it("logs a refused body in one line, without the SQL or a stack", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      try {
        const response = await handleHeartbeatRequest(
          post(
            "/api/tracking/heartbeat",
            JSON.stringify({ sessionId: click.sessionId, event: "heartbeat", timestamp: 8.64e15 }),
          ),
          context(),
        );
        expect(response.status).toBe(400);
        expect(warn).toHaveBeenCalledTimes(1);
        const line = warn.mock.calls[0]?.join(" ") ?? "";
        expect(line).toMatch(/^\/api\/tracking\/heartbeat refusé \(400\) : .*« timestamp »/);
        expect(line).not.toContain("\n");
      } finally {
        warn.mockRestore();
      }
    });
  });

  it("records a click sent by fetch (JSON) and opens its session", async () => {
    const response = await handleTrackRequest(
      post("/api/tracking/track", JSON.stringify(click)),
      context(),
    );
    expect(response.status).toBe(200);
    const [session] = await services.db
      .select()
      .from(appointmentTracking)
      .where(eq(appointmentTracking.sessionId, click.sessionId));
    expect(session).toMatchObject({
      buttonId: "seance-type-page-button",
      pageUrl: click.pageUrl,
      utmSource: "google",
      utmMedium: "cpc",
      completed: false,
      exitType: null,
    });
  });

  it("records a click sent by sendBeacon (text/plain) and keeps the session's first button", async () => {
    const body = JSON.stringify({ ...click, buttonId: "modal-form-submit" });
    const response = await handleTrackRequest(
      post("/api/tracking/track", body, { "Content-Type": "text/plain;charset=UTF-8" }),
      context(),
    );
    expect(response.status).toBe(200);
    const events = await services.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.sessionId, click.sessionId));
    expect(events.map((e) => e.buttonId)).toEqual(["seance-type-page-button", "modal-form-submit"]);
    const [session] = await services.db
      .select()
      .from(appointmentTracking)
      .where(eq(appointmentTracking.sessionId, click.sessionId));
    expect(session?.buttonId).toBe("seance-type-page-button");
  });

  it("closes a session with 'complete', and a later page_close does not undo it", async () => {
    const end = new Date("2026-03-02T10:05:00Z");
    const complete = {
      sessionId: click.sessionId,
      event: "complete",
      timestamp: end.toISOString(),
      endTimestamp: end.getTime(),
      durationSeconds: 300,
      completed: true,
      exitType: "completed",
    };
    expect(
      (
        await handleHeartbeatRequest(
          post("/api/tracking/heartbeat", JSON.stringify(complete)),
          context(),
        )
      ).status,
    ).toBe(200);
    const close = {
      ...complete,
      event: "page_close",
      endTimestamp: end.getTime() + 60_000,
      durationSeconds: 360,
      completed: false,
      exitType: "page_close",
    };
    await handleHeartbeatRequest(
      post("/api/tracking/heartbeat", JSON.stringify(close), { "Content-Type": "text/plain" }),
      context(),
    );
    const [session] = await services.db
      .select()
      .from(appointmentTracking)
      .where(eq(appointmentTracking.sessionId, click.sessionId));
    expect(session).toMatchObject({
      completed: true,
      exitType: "completed",
      durationSeconds: 300,
      endTimestamp: end,
    });
  });

  it("records a page_close as the end of a session left open", async () => {
    const sessionId = "fedcba9876543210fedcba9876543210";
    await handleHeartbeatRequest(
      post(
        "/api/tracking/heartbeat",
        JSON.stringify({ sessionId, event: "heartbeat", timestamp: Date.now() }),
      ),
      context(),
    );
    await handleHeartbeatRequest(
      post(
        "/api/tracking/heartbeat",
        JSON.stringify({
          sessionId,
          event: "page_close",
          timestamp: Date.now(),
          endTimestamp: Date.now(),
          durationSeconds: 42,
          completed: false,
          exitType: "page_close",
        }),
        { "Content-Type": "text/plain;charset=UTF-8" },
      ),
      context(),
    );
    const [session] = await services.db
      .select()
      .from(appointmentTracking)
      .where(eq(appointmentTracking.sessionId, sessionId));
    expect(session).toMatchObject({
      completed: false,
      exitType: "page_close",
      durationSeconds: 42,
    });
    const events = await services.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.sessionId, sessionId));
    expect(events.map((e) => e.event)).toEqual(["heartbeat", "page_close"]);
  });

  it("answers 429 with Retry-After and a French message once a client exceeds the limit", async () => {
    const ip = "203.0.113.77";
    const heartbeat = JSON.stringify({
      sessionId: click.sessionId,
      event: "heartbeat",
      timestamp: Date.now(),
    });
    for (let i = 0; i < TRACKING_RATE_LIMIT.limit; i++) {
      const ok = await handleHeartbeatRequest(
        post("/api/tracking/heartbeat", heartbeat),
        context(ip),
      );
      expect(ok.status).toBe(200);
    }
    const before = await countRows();
    const blocked = await handleTrackRequest(
      post("/api/tracking/track", JSON.stringify(click)),
      context(ip),
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { error: string }).error).toMatch(
      /^Trop de requêtes\. Veuillez réessayer dans \d+ secondes?\.$/,
    );
    expect(await countRows()).toEqual(before);
    const otherClient = await handleHeartbeatRequest(
      post("/api/tracking/heartbeat", heartbeat),
      context("203.0.113.78"),
    );
    expect(otherClient.status).toBe(200);
  });
});

function stream(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(new TextEncoder().encode("x".repeat(1000)));
      sent += 1000;
    },
  });
}
