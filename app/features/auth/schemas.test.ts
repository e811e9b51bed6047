import { describe, expect, it } from "vitest";
import { authMessages } from "./messages";
import {
  fieldErrorsOf,
  ForgotPasswordSchema,
  LoginSchema,
  NewPasswordSchema,
  safeRedirectPath,
} from "./schemas";

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) =>
  result.error ? fieldErrorsOf(result.error) : {};

describe("sign-in page checks", () => {
  it("asks for the email and the password", () => {
    expect(errorsOf(LoginSchema.safeParse({ email: " ", password: "" }))).toEqual({
      email: authMessages.emailRequired,
      password: authMessages.passwordRequired,
    });
    expect(errorsOf(LoginSchema.safeParse({ email: "pas-une-adresse", password: "x" })).email).toBe(
      authMessages.emailInvalid,
    );
  });

  it("normalises the email address", () => {
    expect(LoginSchema.parse({ email: "  Praticien@Example.COM ", password: "x" }).email).toBe(
      "praticien@example.com",
    );
  });

  it("asks for the email before sending a reset link", () => {
    expect(errorsOf(ForgotPasswordSchema.safeParse({}))).toEqual({
      email: "Veuillez saisir votre adresse email pour réinitialiser votre mot de passe",
    });
  });

  it("requires both new password fields, matching, of at least 12 characters", () => {
    expect(
      errorsOf(NewPasswordSchema.safeParse({ password: "abcdefghijkl", confirmPassword: "" })),
    ).toEqual({
      password: "Veuillez saisir et confirmer votre nouveau mot de passe",
    });
    expect(
      errorsOf(
        NewPasswordSchema.safeParse({ password: "abcdefghijkl", confirmPassword: "abcdefghijkm" }),
      ),
    ).toEqual({
      confirmPassword: "Les mots de passe ne correspondent pas",
    });
    expect(
      errorsOf(
        NewPasswordSchema.safeParse({ password: "onze-caract", confirmPassword: "onze-caract" }),
      ),
    ).toEqual({
      password: "Le mot de passe doit contenir au moins 12 caractères",
    });
    expect(
      NewPasswordSchema.safeParse({ password: "douze-caract", confirmPassword: "douze-caract" })
        .success,
    ).toBe(true);
  });
});

describe("safeRedirectPath", () => {
  it.each([
    ["/admin/articles?page=2", "/admin/articles?page=2"],
    ["/admin/articles/edit/4", "/admin/articles/edit/4"],
    [null, "/admin"],
    ["", "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["//evil.example/admin", "/admin"],
    ["/\\evil.example", "/admin"],
    ["javascript:alert(1)", "/admin"],
    ["/auth", "/admin"],
    ["admin", "/admin"],
    // Paths that only turn into another site's address once normalised.
    ["/.//evil.example", "/admin"],
    ["/./\\evil.example", "/admin"],
    ["/a/..//evil.example", "/admin"],
    ["/%2e//evil.example", "/admin"],
    ["/\t/evil.example", "/admin"],
    ["/\n/evil.example", "/admin"],
    ["\\evil.example", "/admin"],
    ["/%5Cevil.example", "/%5Cevil.example"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/./auth/", "/admin"],
    ["JavaScript:alert(1)", "/admin"],
    ["http:/evil.example", "/admin"],
    ["https:evil.example", "/admin"],
    [" /admin", "/admin"],
    [42, "/admin"],
  ])("turns %j into %j", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    "/.//evil.example",
    "/admin/./articles",
    "/%2F%2Fevil.example",
    "/admin?next=//evil.example#//x",
    "/admin/%09/x",
    "/ad min",
  ])("gives a result that stays the same when checked again: %j", (value) => {
    const once = safeRedirectPath(value);
    expect(safeRedirectPath(once)).toBe(once);
    expect(new URL(once, "https://osteo.example.com").origin).toBe("https://osteo.example.com");
  });
});
