import { describe, expect, it } from "vitest";
import { memoryStore, storageKeys } from "~/lib/browser-storage";
import {
  captureAttribution,
  clearTrackingData,
  readAttribution,
  relativeAddress,
  wantsTrackingReset,
  withoutTrackingParameters,
} from "./attribution";

const url = (path: string) => new URL(path, "https://osteo.example.com");

describe("attribution capture", () => {
  it("stores the four utm values of the landing address", () => {
    const store = memoryStore();
    captureAttribution(
      url("/?utm_source=google&utm_medium=cpc&utm_campaign=dos&utm_id=42&other=1"),
      store,
    );
    expect(readAttribution(store)).toEqual({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "dos",
      utmId: "42",
    });
    expect(store.getItem("other")).toBeNull();
  });

  it("keeps the first touch: a later visit does not overwrite a stored value", () => {
    const store = memoryStore({ utm_source: "newsletter" });
    captureAttribution(url("/blog?utm_source=facebook&utm_medium=social"), store);
    expect(store.getItem("utm_source")).toBe("newsletter");
    expect(store.getItem("utm_medium")).toBe("social");
  });

  it("ignores empty values", () => {
    const store = memoryStore();
    captureAttribution(url("/?utm_source=&utm_medium=%20"), store);
    expect(store.keys()).toEqual([]);
  });

  it("reads stored values first, then the address", () => {
    const store = memoryStore({ utm_campaign: "printemps" });
    expect(readAttribution(store, url("/?utm_campaign=ete&utm_source=bing"))).toEqual({
      utmSource: "bing",
      utmMedium: null,
      utmCampaign: "printemps",
      utmId: null,
    });
  });
});

describe("address cleaning", () => {
  it.each([
    ["/?utm_source=google&utm_medium=cpc", "/"],
    ["/services?gclid=abc&fbclid=def&utm_content=x", "/services"],
    ["/blog?page=2&utm_term=dos#haut", "/blog?page=2#haut"],
    ["/contact?UTM_Source=A", "/contact"],
  ])("turns %s into %s", (address, expected) => {
    const cleaned = withoutTrackingParameters(url(address));
    expect(cleaned && relativeAddress(cleaned)).toBe(expected);
  });

  it("leaves an address without tracking parameters alone", () => {
    expect(
      withoutTrackingParameters(url("/rendez-vous?session=abc&source=navbar-button")),
    ).toBeNull();
  });

  it("can also remove the reset parameter", () => {
    const cleaned = withoutTrackingParameters(url("/?reset_tracking=true&a=1"), ["reset_tracking"]);
    expect(cleaned && relativeAddress(cleaned)).toBe("/?a=1");
  });
});

describe("tracking reset", () => {
  it("is asked by reset_tracking=true only", () => {
    expect(wantsTrackingReset(url("/?reset_tracking=true"))).toBe(true);
    expect(wantsTrackingReset(url("/?reset_tracking=1"))).toBe(false);
    expect(wantsTrackingReset(url("/"))).toBe(false);
  });

  it("removes the utm values, the session and that session's timings, and nothing else", () => {
    const store = memoryStore({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "dos",
      utm_id: "1",
      [storageKeys.sessionId]: "s1",
      [storageKeys.sessionStart]: "123",
      [storageKeys.sessionStartOf("s1")]: "123",
      [storageKeys.lastActivityOf("s1")]: "456",
      [storageKeys.savedName]: "Durand",
    });
    clearTrackingData(store, "s1");
    expect(store.keys()).toEqual([storageKeys.savedName]);
  });
});
