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

describe("sign-in page checks (spec admin §5)", () => {
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
  ])("turns %j into %j", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});
