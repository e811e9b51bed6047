import { describe, expect, it } from "vitest";
import { isStorableText, storableText, storableTextMessage, toStorableText } from "./storable-text";

describe("text that can be stored", () => {
  it("accepts French text, emoji and line breaks", () => {
    expect(isStorableText("Été : « l'ostéo » 🦴\nà Nîmes\t!")).toBe(true);
  });

  it("refuses a NUL character and a lone surrogate, high or low", () => {
    expect(isStorableText("Dos\u0000")).toBe(false);
    expect(isStorableText("a\uD83Db")).toBe(false);
    expect(isStorableText("a\uDE00")).toBe(false);
  });

  it("gives a French message as a zod string, with the field's checks chained after", () => {
    const schema = storableText().trim().min(2);
    const result = schema.safeParse(" ab\u0000 ");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(storableTextMessage);
    expect(schema.parse("  ok  ")).toBe("ok");
  });

  it("drops what cannot be stored from text that is kept anyway", () => {
    expect(toStorableText("photo\u0000\uD800.jpg")).toBe("photo.jpg");
    expect(toStorableText("🦴.png")).toBe("🦴.png");
  });
});
