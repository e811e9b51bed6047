import { describe, expect, it } from "vitest";
import { calendarAddress } from "./calendar-address";
import { appointmentPath, DIRECT_ACCESS_SOURCE, sourceOrDirect } from "./booking-flow";

describe("calendar address", () => {
  it("adds the campaign and the button as utm values", () => {
    expect(
      calendarAddress("https://www.doctolib.fr/osteopathe/manosque/exemple", "navbar-button"),
    ).toBe(
      "https://www.doctolib.fr/osteopathe/manosque/exemple?utm_campaign=website-tracking&utm_source=navbar-button",
    );
  });

  it("keeps the calendar's own parameters and replaces stale utm values", () => {
    const url = new URL(
      calendarAddress("https://agenda.example.com/c?pid=7&utm_source=old", "hero-button"),
    );
    expect(url.searchParams.get("pid")).toBe("7");
    expect(url.searchParams.getAll("utm_source")).toEqual(["hero-button"]);
  });
});

describe("appointment page address", () => {
  it("carries the session and the source", () => {
    expect(appointmentPath("abc123", "seance-type-page-button")).toBe(
      "/rendez-vous?session=abc123&source=seance-type-page-button",
    );
  });

  it.each([
    [null, DIRECT_ACCESS_SOURCE],
    ["", DIRECT_ACCESS_SOURCE],
    ["<script>", DIRECT_ACCESS_SOURCE],
    ["x".repeat(81), DIRECT_ACCESS_SOURCE],
    ["mobile-fixed-bar", "mobile-fixed-bar"],
  ])("reads the source %j as %j", (source, expected) => {
    expect(sourceOrDirect(source)).toBe(expected);
  });
});
