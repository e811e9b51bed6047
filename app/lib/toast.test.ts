import { afterEach, describe, expect, it, vi } from "vitest";
import { browserStore } from "./browser-storage";
import {
  carryToastsToNextPage,
  dismissToast,
  getToasts,
  showCarriedToasts,
  toast,
  TOAST_LIMIT,
} from "./toast";

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

describe("toasts carried to the next page", () => {
  const carried = () => browserStore("session").getItem("toasts_carried");

  it("carries the toasts still open, and the next page shows them once, in their order", () => {
    vi.useFakeTimers();
    // A fresh page: no toast on screen.
    for (const item of getToasts()) dismissToast(item.id);
    vi.advanceTimersByTime(3000);
    const closed = toast({ title: "Déjà fermé" });
    dismissToast(closed);
    vi.advanceTimersByTime(3000);
    toast({ title: "Premier" });
    toast({ title: "Information envoyée", variant: "success" });
    carryToastsToNextPage();
    const stored = JSON.parse(carried() ?? "[]") as { title: string }[];
    expect(stored.map((item) => item.title)).toEqual(["Information envoyée", "Premier"]);

    const before = getToasts().length;
    showCarriedToasts();
    expect(
      getToasts()
        .slice(0, 2)
        .map((item) => item.title),
    ).toEqual(["Information envoyée", "Premier"]);
    expect(getToasts()[0]?.variant).toBe("success");
    expect(carried()).toBeNull();
    showCarriedToasts();
    expect(getToasts().length).toBe(Math.min(before + 2, TOAST_LIMIT));
    vi.useRealTimers();
  });

  it("ignores what it did not write: broken JSON, other shapes, unknown variants", () => {
    const before = getToasts().map((item) => item.id);
    for (const raw of [
      "{",
      '"texte"',
      '{"title":"x"}',
      '[{"title":3},{"title":"y","variant":"rouge"}]',
    ]) {
      browserStore("session").setItem("toasts_carried", raw);
      showCarriedToasts();
      expect(getToasts().map((item) => item.id)).toEqual(before);
      expect(carried()).toBeNull();
    }
  });
});
