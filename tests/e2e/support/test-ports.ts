import { test } from "@playwright/test";
import { e2ePorts } from "./ports";

/** The ports of the stack the running test's project talks to (its baseURL). */
export function testPorts() {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("The project has no baseURL (playwright.config.ts).");
  return e2ePorts(Number(new URL(baseURL).port));
}
