import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce, set on the server. Browsers hide nonce values
 * from scripts, so on the client it is an empty string, which is harmless:
 * only server-rendered script tags need it.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
