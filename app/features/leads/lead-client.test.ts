import { describe, expect, it } from "vitest";
import { memoryStore, storageKeys } from "~/lib/browser-storage";
import { LeadSubmissionSchema } from "./lead-schema";
import {
  buildLeadSubmission,
  readLeadPrefill,
  rememberLeadSent,
  saveLeadLocally,
} from "./lead-client";

const form = { nom: "Durand", prenom: "Claire", email: "claire@example.com" };
const page = new URL("https://osteo.example.com/services?utm_medium=email");

describe("lead form storage", () => {
  it("prefills nothing on a first visit, then what was last saved", () => {
    const store = memoryStore();
    expect(readLeadPrefill(store)).toEqual({ nom: "", prenom: "", email: "" });
    saveLeadLocally(store, form);
    expect(store.getItem("savedName")).toBe("Durand");
    expect(store.getItem("savedFirstName")).toBe("Claire");
    expect(store.getItem("leadEmail")).toBe("claire@example.com");
    expect(readLeadPrefill(store)).toEqual(form);
  });
});

describe("lead submission payload", () => {
  it("carries the first-touch attribution, the visit counters and a stable device id", () => {
    const store = memoryStore({
      utm_source: "google",
      [storageKeys.landingPageVisits]: "4",
      [storageKeys.contactFormInteractions]: "2",
    });
    const first = buildLeadSubmission(store, form, page);
    expect(first).toMatchObject({
      ...form,
      utm_source: "google",
      utm_medium: "email",
      utm_campaign: null,
      utm_id: null,
      previous_lead_id: null,
      landing_page_visits: 4,
      contact_form_interactions: 2,
      previous_contact_timestamp: null,
    });
    expect(first.custom_user_id).toMatch(/^[0-9a-f]{32}$/);
    expect(buildLeadSubmission(store, form, page).custom_user_id).toBe(first.custom_user_id);
    expect(LeadSubmissionSchema.safeParse(first).success).toBe(true);
  });

  it("links a new lead to the previous one of this device", () => {
    const store = memoryStore();
    rememberLeadSent(store, "17", new Date("2026-02-01T09:00:00Z"));
    expect(buildLeadSubmission(store, form, page)).toMatchObject({
      previous_lead_id: "17",
      previous_contact_timestamp: "2026-02-01T09:00:00.000Z",
    });
  });

  it("names the booking session, button and page the lead comes from", () => {
    const submission = buildLeadSubmission(memoryStore(), form, page, {
      sessionId: "0123456789abcdef0123456789abcdef",
      buttonId: "hero-button",
    });
    expect(submission).toMatchObject({
      session_id: "0123456789abcdef0123456789abcdef",
      button_id: "hero-button",
      page_url: page.href,
    });
    expect(LeadSubmissionSchema.safeParse(submission).success).toBe(true);
    expect(LeadSubmissionSchema.safeParse({ ...submission, session_id: "x'; drop" }).success).toBe(
      false,
    );
  });

  it("reads unreadable counters as zero", () => {
    const store = memoryStore({ [storageKeys.landingPageVisits]: "beaucoup" });
    expect(buildLeadSubmission(store, form, page).landing_page_visits).toBe(0);
  });
});
