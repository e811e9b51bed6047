/**
 * The answers of the admin's form actions. A refused request stays on its
 * page with a status and what to show (errors, a toast); a request done goes
 * back to a page, which shows the success toast once.
 */
import { data } from "react-router";
import { PRODUCT_TOAST_DURATION, type ToastInput } from "~/lib/toast";
import { redirectWithToast } from "~/lib/toast.server";

export function refused<Answer>(answer: Answer, status: number) {
  return data(answer, { status });
}

export function done(to: string, title: string, description?: string) {
  return redirectWithToast(to, {
    title,
    ...(description === undefined ? {} : { description }),
    variant: "success",
    duration: PRODUCT_TOAST_DURATION,
  });
}

/** The toast of a request that did not go through. */
export function invalid(title: string, description?: string): ToastInput {
  return { title, ...(description === undefined ? {} : { description }), variant: "destructive" };
}
