import { describe, expect, it } from "vitest";
import { leads } from "~/server/db/schema";
import { createTestServices } from "../../../tests/support/test-services";
import { leadAdminAction } from "./admin-actions.server";

const user = { id: "owner", email: "praticien@example.com", name: "Dr Martin" };
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};
/** The status and body of an action's answer (plain data is a 200). */
const answer = (result: unknown) =>
  result !== null && typeof result === "object" && "init" in result && "data" in result
    ? {
        status: (result.init as { status?: number } | null)?.status ?? 200,
        body: result.data as Record<string, unknown>,
      }
    : { status: 200, body: result as Record<string, unknown> };

describe("the actions of the leads page refuse odd input with a French message", async () => {
  const services = await createTestServices();
  await services.db.insert(leads).values({
    nom: "Durand",
    prenom: "Claire",
    email: "claire@example.fr",
    date: "",
    heure: "",
    timestamp: new Date(),
  });

  it("answers 400 to an unknown action", async () => {
    expect(answer(await leadAdminAction(services, user, form({ intent: "drop" }))).status).toBe(
      400,
    );
  });

  it("answers 404 when the lead to send again does not exist or is not a number", async () => {
    for (const id of ["abc", "999999", "1e99", "-1"]) {
      const { status, body } = answer(
        await leadAdminAction(services, user, form({ intent: "resend", id })),
      );
      expect(status, id).toBe(404);
      expect(body.toast).toMatchObject({ description: "Cette demande n'existe plus." });
    }
  });

  it("refuses an address with a NUL byte, a space or no @, and erases nothing", async () => {
    for (const email of [
      "claire\u0000@example.fr",
      "claire @example.fr",
      "claire",
      "x".repeat(300),
    ]) {
      const { status, body } = answer(
        await leadAdminAction(services, user, form({ intent: "erase", email })),
      );
      expect(status, email).toBe(400);
      expect(body.fieldError).toMatch(/^Saisissez une adresse e-mail complète/);
    }
    expect(await services.db.select().from(leads)).toHaveLength(1);
  });

  it("says an address matches nothing, even one with a lone surrogate", async () => {
    const { status, body } = answer(
      await leadAdminAction(
        services,
        user,
        form({ intent: "lookup", email: "cl\ud800ire@example.fr" }),
      ),
    );
    expect(status).toBe(200);
    expect(body.person).toBeNull();
    expect(body.notFound).toMatch(/^Aucune donnée n'est conservée/);
  });
});
