import { afterEach, vi } from "vitest";

// An unexpected console.error during a test is a failure. A test that expects
// an error to be logged spies on console.error itself (vi.spyOn), which
// replaces this one for its duration.
let spy = vi.spyOn(console, "error");

afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  spy = vi.spyOn(console, "error");
  if (calls.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${calls.map((c) => c.join(" ")).join("\n")}`,
    );
  }
});
