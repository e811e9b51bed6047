/**
 * The booking funnel in Chromium, against the production build: booking
 * buttons, the information modal, leads forwarded to the stand-in webhook,
 * the appointment page framing the stand-in calendar, its session events,
 * attribution, the mobile bar, consent gating and the security notice.
 */
import { expect, test, type Page, type Request } from "@playwright/test";
import { asVisitorWhoRefusedCookies } from "./support/consent";
import { seriousAxeViolations } from "./support/axe";
import { clearRecords, readRecords } from "./support/records";
import { e2ePorts } from "./support/ports";
import { gotoInteractive } from "./support/islands";

const calendarOrigin = `http://127.0.0.1:${e2ePorts().standIns}`;

/** Each test is its own visitor for the server's rate limits (the stack trusts X-Forwarded-For). */
let visitor = 0;
test.beforeEach(async ({ page, context }, testInfo) => {
  visitor++;
  await context.setExtraHTTPHeaders({
    "X-Forwarded-For": `198.51.${(testInfo.workerIndex % 200) + 1}.${(visitor % 250) + 1}`,
  });
  // The consent banner is tested on its own; elsewhere the visitor has already refused.
  if (!testInfo.title.includes("consent")) {
    await asVisitorWhoRefusedCookies(page);
  }
});

function bodyOf(request: Request): Record<string, unknown> {
  return JSON.parse(request.postData() ?? "{}") as Record<string, unknown>;
}

/** Collects the tracking calls the page makes (fetch and sendBeacon). */
function trackingCalls(page: Page) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  // On the context: beacons sent while a document unloads are reported there too.
  page.context().on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/tracking/"))
      calls.push({ path: pathname, body: bodyOf(request) });
  });
  return {
    calls,
    clicks: () =>
      calls.filter((call) => call.path === "/api/tracking/track").map((call) => call.body),
    events: () =>
      calls.filter((call) => call.path === "/api/tracking/heartbeat").map((call) => call.body),
  };
}

/**
 * Records what the page hands the browser to send by beacon, in the tab's
 * sessionStorage, which outlives the page: a beacon sent as the page goes
 * (the 'complete' of 'Retour au site') is not always reported to the test
 * as a request. The server's side of beacons: tracking-api.db.test.ts.
 */
async function recordBeacons(page: Page) {
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const queued = send(url, data);
      const sent = JSON.parse(sessionStorage.getItem("e2e-beacons") ?? "[]") as unknown[];
      sent.push({ url: String(url), body: typeof data === "string" ? data : null, queued });
      sessionStorage.setItem("e2e-beacons", JSON.stringify(sent));
      return queued;
    };
  });
}

/** The booking events the page has sent by beacon, each with whether the browser took it. */
async function beaconEvents(page: Page): Promise<Record<string, unknown>[]> {
  const sent = await page.evaluate(() => sessionStorage.getItem("e2e-beacons") ?? "[]");
  return (JSON.parse(sent) as { url: string; body: string | null; queued: boolean }[])
    .filter((beacon) => beacon.url.endsWith("/api/tracking/heartbeat"))
    .map((beacon) => ({ ...(JSON.parse(beacon.body ?? "{}") as object), queued: beacon.queued }));
}

const modal = (page: Page) => page.getByRole("dialog", { name: "Prendre rendez-vous" });
const toasts = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

test.describe("booking buttons and the information modal", () => {
  test("a lead from the typical-session page reaches the webhook and the calendar opens with session and source", async ({
    page,
  }) => {
    await clearRecords();
    const tracking = trackingCalls(page);
    await gotoInteractive(page, "/seance-type");
    await page.locator('[data-booking-source="seance-type-page-button"]').click();

    const dialog = modal(page);
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText(
        "Merci de confirmer vos informations afin d'accéder aux créneaux disponibles.",
      ),
    ).toBeVisible();

    // Every rule is checked on submit, each with its French message.
    await dialog.getByRole("button", { name: "Voir les créneaux sur Doctolib" }).click();
    await expect(dialog.getByText("Le nom est requis")).toBeVisible();
    await expect(dialog.getByText("Le prénom est requis")).toBeVisible();
    await expect(dialog.getByText("L'email est requis")).toBeVisible();
    await expect(dialog.getByLabel("Nom *", { exact: true })).toBeFocused();

    // Editing a field clears its error only.
    await dialog.getByLabel("Nom *", { exact: true }).fill("Durand");
    await expect(dialog.getByText("Le nom est requis")).toBeHidden();
    await expect(dialog.getByText("Le prénom est requis")).toBeVisible();
    await dialog.getByLabel("Prénom *").fill("Claire");

    await dialog.getByLabel("Email *").fill("claire@gmail.co");
    await dialog.getByRole("button", { name: "Voir les créneaux sur Doctolib" }).click();
    await expect(
      dialog.getByText("Veuillez entrer une adresse e-mail valide se terminant par .com"),
    ).toBeVisible();
    await dialog.getByLabel("Email *").fill("claire@yopmail.com");
    await dialog.getByRole("button", { name: "Voir les créneaux sur Doctolib" }).click();
    await expect(dialog.getByText("Format d'email invalide ou domaine non autorisé")).toBeVisible();

    await dialog.getByLabel("Email *").fill("claire.durand@example.fr");
    const leadResponse = page.waitForResponse((response) => response.url().endsWith("/api/leads"));
    await dialog.getByRole("button", { name: "Voir les créneaux sur Doctolib" }).click();
    expect((await leadResponse).status()).toBe(201);
    await expect(toasts(page).getByText("Information envoyée", { exact: true })).toBeVisible();

    await page.waitForURL(/\/rendez-vous\?session=[0-9a-f]{32}&source=seance-type-page-button$/);
    const sessionId = new URL(page.url()).searchParams.get("session");
    expect(await page.evaluate(() => localStorage.getItem("appointment_session_id"))).toBe(
      sessionId,
    );
    expect(
      await page.evaluate((id) => localStorage.getItem(`appointmentStartTime_${id}`), sessionId),
    ).toMatch(/^\d+$/);

    // The calendar is framed with the campaign and the button as utm values.
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute(
      "src",
      `${calendarOrigin}/calendar?utm_campaign=website-tracking&utm_source=seance-type-page-button`,
    );
    await expect(
      page.frameLocator("iframe").getByRole("heading", { name: "Agenda en ligne" }),
    ).toBeVisible();
    await expect(page.getByText("Chargement du calendrier...")).toBeHidden();
    await expect(page).toHaveTitle(/Prendre rendez-vous/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    // The session's first event is the button, then the modal's submission.
    await expect
      .poll(() => tracking.clicks().map((click) => click.buttonId))
      .toEqual(["seance-type-page-button", "modal-form-submit"]);
    expect(tracking.clicks().every((click) => click.sessionId === sessionId)).toBe(true);

    // The lead reached the webhook with every field, dated in Paris.
    await expect
      .poll(
        async () =>
          (await readRecords()).requests.filter((request) => request.path === "/webhook").length,
      )
      .toBe(1);
    const webhook = (await readRecords()).requests.find((request) => request.path === "/webhook");
    const lead = JSON.parse(webhook?.body ?? "{}") as Record<string, unknown>;
    expect(lead).toMatchObject({
      nom: "Durand",
      prenom: "Claire",
      email: "claire.durand@example.fr",
    });
    expect(lead.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(lead.heure).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(Object.keys(lead).sort()).toEqual(
      [
        "contact_form_interactions",
        "custom_user_id",
        "date",
        "email",
        "heure",
        "landing_page_visits",
        "nom",
        "prenom",
        "previous_contact_timestamp",
        "previous_lead_id",
        "timestamp",
        "utm_campaign",
        "utm_id",
        "utm_medium",
        "utm_source",
      ].sort(),
    );

    // Back on the site, the modal is prefilled from what was typed.
    await gotoInteractive(page, "/a-propos");
    await page.locator('[data-booking-source="about-page-button"]').first().click();
    await expect(modal(page).getByLabel("Nom *", { exact: true })).toHaveValue("Durand");
    await expect(modal(page).getByLabel("Prénom *")).toHaveValue("Claire");
    await expect(modal(page).getByLabel("Email *")).toHaveValue("claire.durand@example.fr");
  });

  test("the close button leaves the visitor on the page and the form is reset", async ({
    page,
  }) => {
    await gotoInteractive(page, "/services");
    await page.locator('[data-booking-source="services-page-button"]').click();
    await modal(page).getByRole("button", { name: "Voir les créneaux sur Doctolib" }).click();
    await expect(modal(page).getByText("Le nom est requis")).toBeVisible();
    await modal(page).getByRole("button", { name: "Fermer" }).click();
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(/\/services$/);
    await page.locator('[data-booking-source="services-page-button"]').click();
    await expect(modal(page).getByText("Le nom est requis")).toBeHidden();
  });

  test("Escape closes the modal and gives focus back to the button that opened it", async ({
    page,
  }) => {
    await gotoInteractive(page, "/services");
    const button = page.locator('[data-booking-source="services-page-button"]');
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(modal(page).getByLabel("Nom *", { exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(modal(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("Tab never leaves the open modal for the page behind it", async ({ page }) => {
    await gotoInteractive(page, "/services");
    await page.locator('[data-booking-source="services-page-button"]').click();
    await expect(modal(page).getByLabel("Nom *", { exact: true })).toBeFocused();
    const seen = new Set<string>();
    for (let press = 0; press < 16; press++) {
      await page.keyboard.press(press % 5 === 4 ? "Shift+Tab" : "Tab");
      // Inside the dialog, or out of the document (the browser's own controls): never the page.
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return "outside the document";
        return active.closest("dialog[open]") ? active.textContent || active.id : "page";
      });
      expect(where).not.toBe("page");
      seen.add(where);
    }
    expect(seen.size).toBeGreaterThan(3);
  });

  test("a click beside the modal closes it and gives focus back", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoInteractive(page, "/services");
    const button = page.locator('[data-booking-source="services-page-button"]');
    await button.click();
    await expect(modal(page)).toBeVisible();
    // Inside its box: nothing happens.
    await modal(page).getByText("Merci de confirmer vos informations").click();
    await expect(modal(page)).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(modal(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("continuing without details from the navbar goes straight to the calendar, and Back returns one step", async ({
    page,
  }) => {
    const tracking = trackingCalls(page);
    await recordBeacons(page);
    let leadPosts = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/leads")) leadPosts++;
    });
    await gotoInteractive(page, "/services");
    await page.getByRole("banner").locator('[data-booking-source="navbar-button"]').click();
    await modal(page)
      .getByRole("button", { name: "Continuer sans laisser mes coordonnées" })
      .click();
    await page.waitForURL(/\/rendez-vous\?session=[0-9a-f]{32}&source=navbar-button$/);
    expect(leadPosts).toBe(0);
    await expect
      .poll(() => tracking.clicks().map((click) => click.buttonId))
      .toEqual(["navbar-button"]);
    await expect.poll(() => tracking.events().map((event) => event.event)).toContain("start");

    await page.getByRole("button", { name: "Retour au site" }).click();
    await expect(page).toHaveURL(/\/services$/);
    // Sent by beacon as the calendar is left.
    expect((await beaconEvents(page)).find((event) => event.event === "complete")).toMatchObject({
      sessionId: tracking.clicks()[0]?.sessionId,
      completed: true,
      exitType: "completed",
      queued: true,
    });
  });

  test("a lead answer slower than 5 s counts as sent, and the calendar still opens", async ({
    page,
  }) => {
    await page.route("**/api/leads", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      // The page gave up waiting: the request may be gone by now.
      await route.continue().catch(() => undefined);
    });
    await gotoInteractive(page, "/a-propos");
    await page.locator('[data-booking-source="about-page-button"]').first().click();
    const dialog = modal(page);
    await dialog.getByLabel("Nom *", { exact: true }).fill("Lent");
    await dialog.getByLabel("Prénom *").fill("Paul");
    await dialog.getByLabel("Email *").fill("paul.lent@example.com");
    await dialog.getByRole("button", { name: "Voir les créneaux sur Doctolib" }).click();
    await expect(dialog.getByRole("button", { name: "Envoi en cours..." })).toBeVisible();
    await expect(toasts(page).getByText("Information envoyée", { exact: true })).toBeVisible({
      timeout: 10_000,
    });
    await page.waitForURL(/\/rendez-vous\?session=[0-9a-f]{32}&source=about-page-button$/);
  });

  test("a click the server fails to record is sent again by beacon", async ({ page }) => {
    await page.route("**/api/tracking/track", (route) =>
      route.request().resourceType() === "fetch"
        ? route.fulfill({ status: 500, body: "panne" })
        : route.continue(),
    );
    const beacons: Record<string, unknown>[] = [];
    page.context().on("request", (request) => {
      if (request.url().endsWith("/api/tracking/track") && request.resourceType() === "ping")
        beacons.push(bodyOf(request));
    });
    await gotoInteractive(page, "/services");
    await page.getByRole("banner").locator('[data-booking-source="navbar-button"]').click();
    await modal(page)
      .getByRole("button", { name: "Continuer sans laisser mes coordonnées" })
      .click();
    await page.waitForURL(/\/rendez-vous\?session=/);
    await expect.poll(() => beacons.map((body) => body.buttonId)).toContain("navbar-button");
  });

  test("when the modal's code cannot load, a booking button still leads to the calendar", async ({
    page,
  }) => {
    await page.route(/\/assets\/information-modal-[\w-]+\.js/, (route) => route.abort());
    await gotoInteractive(page, "/services");
    await page.getByRole("banner").locator('[data-booking-source="navbar-button"]').click();
    await page.waitForURL(/\/rendez-vous\?session=[0-9a-f]{32}&source=navbar-button$/);
    await expect(page.locator("iframe")).toBeVisible();
  });

  test("without JavaScript a booking button is a plain link to the appointment page", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/seance-type");
    const link = page.locator('[data-booking-source="seance-type-page-button"]');
    await expect(link).toHaveAttribute("href", "/rendez-vous?source=seance-type-page-button");
    await link.click();
    await expect(page).toHaveURL(/\/rendez-vous\?source=seance-type-page-button$/);
    await expect(
      page.getByRole("link", { name: "Ouvrir l'agenda sur Doctolib" }).first(),
    ).toHaveAttribute(
      "href",
      `${calendarOrigin}/calendar?utm_campaign=website-tracking&utm_source=seance-type-page-button`,
    );
    await context.close();
  });
});

test.describe("the appointment page", () => {
  test("a direct visit opens its own session as 'external-direct-access', and Back goes home", async ({
    page,
  }) => {
    const tracking = trackingCalls(page);
    await recordBeacons(page);
    await page.goto("/rendez-vous");
    await expect(page.locator("iframe")).toHaveAttribute(
      "src",
      `${calendarOrigin}/calendar?utm_campaign=website-tracking&utm_source=external-direct-access`,
    );
    await expect
      .poll(() => tracking.clicks().map((click) => click.buttonId))
      .toEqual(["external-direct-access"]);
    const sessionId = tracking.clicks()[0]?.sessionId;
    expect(await page.evaluate(() => localStorage.getItem("appointment_session_id"))).toBe(
      sessionId,
    );

    await page.getByRole("button", { name: "Retour au site" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect((await beaconEvents(page)).find((event) => event.event === "complete")).toMatchObject({
      sessionId,
      completed: true,
      exitType: "completed",
      queued: true,
    });
    // The home page is loaded as a document, with its islands: its booking buttons work.
    await expect(page.locator("html[data-islands='hydrated']")).toHaveCount(1);
    await page.locator('[data-booking-source="hero-button"]').first().click();
    await expect(modal(page)).toBeVisible();
  });

  test("a calendar that refuses to be framed still leaves the visitor a way to book", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The booking site forbids framing: the browser shows its own error page in the frame.
    await page.route(`${calendarOrigin}/calendar**`, (route) =>
      route.fulfill({
        status: 200,
        headers: { "Content-Type": "text/html", "X-Frame-Options": "DENY" },
        body: "<p>Agenda</p>",
      }),
    );
    await page.goto("/rendez-vous?source=hero-button");
    await expect(page.getByText("Chargement du calendrier...")).toBeHidden();
    await expect(page.getByText("Le calendrier ne s'affiche pas ?")).toBeVisible();
    const direct = page.getByRole("link", { name: "Ouvrir l'agenda sur Doctolib (nouvel onglet)" });
    await expect(direct).toBeVisible();
    await expect(direct).toHaveAttribute(
      "href",
      `${calendarOrigin}/calendar?utm_campaign=website-tracking&utm_source=hero-button`,
    );
    await expect(direct).toHaveAttribute("target", "_blank");
  });

  test("heartbeats follow the configured interval and a reload within 5 minutes resumes the session", async ({
    page,
  }) => {
    const tracking = trackingCalls(page);
    await page.goto("/rendez-vous?session=0123456789abcdef0123456789abcdef&source=hero-button");
    await expect
      .poll(() => tracking.events().filter((event) => event.event === "heartbeat").length, {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(2);
    expect(tracking.events()[0]).toMatchObject({
      event: "start",
      sessionId: "0123456789abcdef0123456789abcdef",
    });
    const lastActivity = await page.evaluate(() =>
      Number(localStorage.getItem("lastActivity_0123456789abcdef0123456789abcdef")),
    );
    expect(Date.now() - lastActivity).toBeLessThan(5_000);

    await page.reload();
    await expect.poll(() => tracking.events().map((event) => event.event)).toContain("resumed");
  });

  test("leaving the page sends page_close by beacon with the session's summary, and Back returns", async ({
    page,
  }) => {
    const tracking = trackingCalls(page);
    await gotoInteractive(page, "/services");
    await page.locator('[data-booking-source="services-page-button"]').click();
    await modal(page)
      .getByRole("button", { name: "Continuer sans laisser mes coordonnées" })
      .click();
    await page.waitForURL(/\/rendez-vous\?session=/);
    const sessionId = new URL(page.url()).searchParams.get("session");
    await expect.poll(() => tracking.events().map((event) => event.event)).toContain("start");
    // The browser fires 'pagehide' as the page goes; a request of a document
    // already gone is not reported to the test, so the event is fired here
    // first (the page sends page_close once, whichever comes first).
    await page.evaluate(() =>
      window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false })),
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await expect
      .poll(() => tracking.events().find((event) => event.event === "page_close"))
      .toMatchObject({
        sessionId,
        completed: false,
        exitType: "page_close",
      });
    const close = tracking.events().find((event) => event.event === "page_close");
    expect(close?.durationSeconds).toEqual(expect.any(Number));
    expect(close?.endTimestamp).toEqual(expect.any(Number));
  });

  test("the phone is a call link on mobile and plain text on desktop", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/rendez-vous?source=hero-button");
    const call = page.getByRole("link", { name: "04 65 71 23 45" });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", "tel:+33465712345");
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(call).toBeHidden();
    await expect(
      page.getByRole("banner").locator("p", { hasText: "04 65 71 23 45" }),
    ).toBeVisible();
  });
});

test.describe("attribution", () => {
  test("utm values are kept first-touch and tracking parameters leave the address; reset_tracking clears them", async ({
    page,
  }) => {
    await gotoInteractive(
      page,
      "/?utm_source=google&utm_medium=cpc&utm_campaign=dos&utm_id=42&gclid=abc&fbclid=def",
    );
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(await page.evaluate(() => localStorage.getItem("utm_source"))).toBe("google");

    await gotoInteractive(page, "/services?utm_source=facebook&utm_content=x");
    await expect(page).toHaveURL(/\/services$/);
    expect(await page.evaluate(() => localStorage.getItem("utm_source"))).toBe("google");

    const tracking = trackingCalls(page);
    await page.locator('[data-booking-source="services-page-button"]').click();
    await modal(page)
      .getByRole("button", { name: "Continuer sans laisser mes coordonnées" })
      .click();
    await page.waitForURL(/\/rendez-vous/);
    await expect
      .poll(() => tracking.clicks()[0])
      .toMatchObject({
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "dos",
        utmId: "42",
      });

    await page.goto("/contact?reset_tracking=true");
    await expect(page).toHaveURL(/\/contact$/);
    expect(
      await page.evaluate(() =>
        [
          "utm_source",
          "utm_medium",
          "utm_campaign",
          "utm_id",
          "appointment_session_id",
          "appointment_start_time",
        ].map((key) => localStorage.getItem(key)),
      ),
    ).toEqual([null, null, null, null, null, null]);
  });
});

test.describe("mobile fixed bar", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the phone and 'Rdv Doctolib', and hides for the menu, the modal and the footer", async ({
    page,
  }) => {
    await gotoInteractive(page, "/a-propos");
    const bar = page.getByRole("region", { name: "Prendre contact" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: "04 65 71 23 45" })).toHaveAttribute(
      "href",
      "tel:+33465712345",
    );

    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(bar).toBeHidden();
    await page.getByRole("button", { name: "Fermer le menu" }).click();
    await expect(bar).toBeVisible();

    await bar.getByRole("link", { name: "Rdv Doctolib" }).click();
    const dialog = modal(page);
    await expect(dialog).toBeVisible();
    await expect(bar).toBeHidden();
    // Full screen under 1024 px.
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await expect(bar).toBeVisible();

    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
  });

  test("is not shown on a desktop screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoInteractive(page, "/a-propos");
    await page.waitForTimeout(1700);
    await expect(page.getByRole("region", { name: "Prendre contact" })).toBeHidden();
  });
});

test.describe("cookie consent", () => {
  test("consent: no tag-manager request before acceptance, loaded after, kept, and withdrawn from the footer", async ({
    page,
  }) => {
    const tagManagerRequests: string[] = [];
    await page.route("https://www.googletagmanager.com/**", async (route) => {
      tagManagerRequests.push(route.request().url());
      await route.fulfill({
        contentType: "text/javascript",
        body: "window.__tagManagerRan = true;",
      });
    });

    await gotoInteractive(page, "/seance-type");
    const banner = page.getByRole("region", { name: "Cookies de mesure d'audience" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: "Tout refuser" })).toBeVisible();
    // Events wait in the data layer, whatever the choice.
    await expect
      .poll(() =>
        page.evaluate(() => (window.dataLayer ?? []).some((event) => event.event === "pageview")),
      )
      .toBe(true);
    await page.waitForTimeout(500);
    expect(tagManagerRequests).toEqual([]);

    await banner.getByRole("button", { name: "Tout accepter" }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(() => tagManagerRequests)
      .toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-DEMO000"]);
    await expect
      .poll(() => page.evaluate(() => (window as { __tagManagerRan?: boolean }).__tagManagerRan))
      .toBe(true);

    // The choice is kept: the next page loads the tag manager without asking.
    await gotoInteractive(page, "/contact");
    await expect(banner).toBeHidden();
    await expect.poll(() => tagManagerRequests.length).toBe(2);

    // Withdrawing from the footer reloads the page without the tag manager.
    await page.getByRole("contentinfo").getByRole("button", { name: "Gérer les cookies" }).click();
    await expect(banner).toBeVisible();
    const reloaded = page.waitForEvent("load");
    await banner.getByRole("button", { name: "Tout refuser" }).click();
    await reloaded;
    await page.waitForTimeout(500);
    expect(tagManagerRequests.length).toBe(2);
    await expect(banner).toBeHidden();
  });
});

test.describe("cookie consent before the scripts run", () => {
  // The app's scripts are held back: what shows is the server HTML alone.
  test.beforeEach(async ({ page }) => {
    await page.route("**/assets/*.js", (route) => route.abort());
  });

  test("consent: a new visitor sees the banner at once, from the server HTML", async ({ page }) => {
    await page.goto("/a-propos");
    await expect(page.getByRole("region", { name: "Cookies de mesure d'audience" })).toBeVisible();
  });

  test("consent: a visitor who already chose never sees the banner flash", async ({ page }) => {
    // The choice stored on an earlier visit.
    await page.addInitScript(() => {
      localStorage.setItem(
        "cookie_consent",
        JSON.stringify({ choice: "refused", expiresAt: Date.now() + 86_400_000 }),
      );
    });
    await page.goto("/a-propos");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookies de mesure d'audience" })).toBeHidden();
  });
});

test.describe("abuse limits and the security notice", () => {
  test("a visitor over the lead limit is told by the notice, and still reaches the calendar", async ({
    page,
  }) => {
    await gotoInteractive(page, "/a-propos");
    // Ten lead posts (refused for their content, but counted) exhaust this visitor's allowance.
    const statuses = await page.evaluate(async () => {
      const codes: number[] = [];
      for (let i = 0; i < 10; i++) {
        const response = await fetch("/api/leads", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: "{}",
        });
        codes.push(response.status);
      }
      return codes;
    });
    expect(statuses).toEqual(Array(10).fill(400));

    await page.locator('[data-booking-source="about-page-button"]').first().click();
    const dialog = modal(page);
    await dialog.getByLabel("Nom *", { exact: true }).fill("Martin");
    await dialog.getByLabel("Prénom *").fill("Paul");
    await dialog.getByLabel("Email *").fill("paul.martin@example.com");
    const refused = page.waitForResponse((response) => response.url().endsWith("/api/leads"));
    await dialog.getByRole("button", { name: "Voir les créneaux sur Doctolib" }).click();
    const response = await refused;
    expect(response.status()).toBe(429);
    expect(Number(await response.headerValue("Retry-After"))).toBeGreaterThan(0);
    await expect(toasts(page).getByText("Attention", { exact: true })).toBeVisible();
    await expect(
      toasts(page).getByText(
        "Erreur lors de l'envoi du formulaire, mais la redirection vers Doctolib va continuer",
        {
          exact: true,
        },
      ),
    ).toBeVisible();
    await page.waitForURL(/\/rendez-vous\?session=/);

    const notice = page.getByRole("complementary", { name: "Avis de sécurité" });
    await expect(notice.getByText("Session sécurisée initialisée")).toBeVisible();
    await expect(notice.getByText("Protection rate-limit active")).toBeVisible();
    await expect(
      notice.getByText(/^Activité suspecte détectée à \d{2}:\d{2}:\d{2}$/),
    ).toBeVisible();
    const entry = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem("rate_limit_leads") ?? "null") as {
          blockedUntil: number;
        } | null,
    );
    expect(entry?.blockedUntil).toBeGreaterThan(Date.now());
    expect(await page.evaluate(() => sessionStorage.getItem("security_token"))).toMatch(
      /^[0-9a-f]{64}$/,
    );
  });

  test("expired local blocks are purged and show no notice", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("rate_limit_old", JSON.stringify({ blockedUntil: Date.now() - 1000 }));
    });
    await gotoInteractive(page, "/a-propos");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("rate_limit_old"))).toBeNull();
    await expect(page.getByRole("complementary", { name: "Avis de sécurité" })).toBeHidden();
  });
});

test.describe("accessibility", () => {
  test("the consent banner, the information modal and the appointment page have no serious axe violation", async ({
    page,
  }) => {
    await gotoInteractive(page, "/services");
    await expect(page.getByRole("region", { name: "Cookies de mesure d'audience" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Tout refuser" }).click();
    await page.locator('[data-booking-source="services-page-button"]').click();
    await modal(page).getByRole("button", { name: "Voir les créneaux sur Doctolib" }).click();
    await expect(modal(page).getByText("Le nom est requis")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto("/rendez-vous?source=services-page-button");
    await expect(page.locator("iframe")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
