import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, toast, TOAST_LIMIT } from "./toast";

describe("toast store", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps at most five toasts, newest first, with the product duration", () => {
    const ids = Array.from({ length: 7 }, (_, i) => toast({ title: `T${i}` }));
    const list = getToasts();
    expect(list).toHaveLength(TOAST_LIMIT);
    expect(list[0]?.title).toBe("T6");
    expect(list[0]?.duration).toBe(3000);
    expect(list.map((t) => t.id)).not.toContain(ids[0]);
  });

  it("removes a dismissed toast 3 s later", () => {
    vi.useFakeTimers();
    const id = toast({ title: "Bientôt parti" });
    dismissToast(id);
    expect(getToasts().find((t) => t.id === id)?.open).toBe(false);
    vi.advanceTimersByTime(2999);
    expect(getToasts().find((t) => t.id === id)).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(getToasts().find((t) => t.id === id)).toBeUndefined();
  });
});
