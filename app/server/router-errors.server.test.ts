import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { handleError } from "./router-errors.server";

const args = (request = new Request("http://localhost/contact", { method: "POST" })) => ({
  request,
  params: {},
  context: {} as never,
});

describe("what React Router logs", () => {
  it("leaves out a client's mistake answered with a 4xx (a POST to a page without a form)", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    handleError(new ErrorResponse(405, "Method Not Allowed", new Error("no action"), true), args());
    handleError(new ErrorResponse(404, "Not Found", new Error("no route"), true), args());
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it("logs a failure of ours, and a 5xx response", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failure = new Error("base injoignable");
    handleError(failure, args());
    handleError(new ErrorResponse(503, "Service Unavailable", null), args());
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toBe(failure);
    log.mockRestore();
  });

  it("logs nothing for a client that left", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const controller = new AbortController();
    controller.abort();
    handleError(
      new Error("interrompu"),
      args(new Request("http://localhost/", { signal: controller.signal })),
    );
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
