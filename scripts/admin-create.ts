/**
 * `npm run admin:create`: creates the practitioner's account, or sets a new
 * password on it. Reads ADMIN_EMAIL and ADMIN_PASSWORD when set, otherwise
 * asks for them (the password is not echoed). On the embedded database the
 * server must be stopped first (the data folder is locked while it runs).
 *
 * `npm run admin:create -- --reset-second-factor`: for a lost phone, turns
 * the account's second factor off (asks only for the address).
 */
import readline from "node:readline/promises";
import { Writable } from "node:stream";
import { z } from "zod";
import {
  OwnerCredentialsSchema,
  resetSecondFactor,
  saveOwnerAccount,
} from "~/features/auth/owner-account.server";
import { authMessages } from "~/features/auth/messages";
import { CliError, runCli } from "~/server/run-cli-command.server";
import { openServices } from "~/server/composition.server";

/**
 * Questions on the terminal, one readline interface for all of them (typed-ahead
 * answers are kept); a hidden question does not show what is typed.
 */
function createPrompt() {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = readline.createInterface({
    input: process.stdin,
    output,
    terminal: process.stdin.isTTY === true,
  });
  const cancel = new AbortController();
  rl.on("SIGINT", () => cancel.abort());
  return {
    async ask(question: string, hidden = false): Promise<string> {
      if (hidden && !process.stdin.isTTY) {
        throw new CliError(
          "Aucun terminal pour saisir le mot de passe : définissez ADMIN_EMAIL et ADMIN_PASSWORD dans l'environnement.",
        );
      }
      try {
        // The question is written at once; only what is typed afterwards is muted.
        const answer = rl.question(question, { signal: cancel.signal });
        muted = hidden;
        return await answer;
      } catch (error) {
        // Ctrl+C, or the end of the input (Ctrl+D).
        if (error instanceof Error && error.name === "AbortError")
          throw new CliError("\nCréation du compte annulée.");
        throw error;
      } finally {
        muted = false;
        if (hidden) process.stdout.write("\n");
      }
    },
    close: () => rl.close(),
  };
}

function firstError(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Valeur invalide";
}

async function credentials(
  ask: ReturnType<typeof createPrompt>["ask"],
  fromEnv: { email?: string; password?: string },
) {
  const email = fromEnv.email ?? (await ask("Adresse email du compte administrateur : "));
  const parsedEmail = OwnerCredentialsSchema.shape.email.safeParse(email);
  if (!parsedEmail.success) throw new CliError(firstError(parsedEmail.error));

  let password = fromEnv.password;
  if (!password) {
    password = await ask("Mot de passe (12 caractères au moins) : ", true);
    const confirmation = await ask("Confirmez le mot de passe : ", true);
    if (password !== confirmation) throw new CliError(authMessages.passwordsDoNotMatch);
  }
  const parsed = OwnerCredentialsSchema.safeParse({ email: parsedEmail.data, password });
  if (!parsed.success) throw new CliError(firstError(parsed.error));
  return parsed.data;
}

await runCli(async () => {
  const services = await openServices();
  const prompt = createPrompt();
  try {
    if (process.argv.includes("--reset-second-factor")) {
      const email =
        services.env.ADMIN_EMAIL ?? (await prompt.ask("Adresse email du compte administrateur : "));
      if (!(await resetSecondFactor(services, email)))
        throw new CliError(`Aucun compte administrateur pour ${email}.`);
      console.log(
        `Double authentification désactivée pour ${email.trim().toLowerCase()} (ses sessions ouvertes sont fermées). ` +
          "À la prochaine connexion, un code sera envoyé par email ; réactivez-la ensuite dans « Mon compte ».",
      );
      return;
    }
    const owner = await credentials(prompt.ask, {
      email: services.env.ADMIN_EMAIL,
      password: services.env.ADMIN_PASSWORD,
    });
    const done = await saveOwnerAccount(services, owner);
    console.log(
      done === "created"
        ? `Compte administrateur créé pour ${owner.email}. Connectez-vous sur ${services.env.PUBLIC_URL}/auth.`
        : `Nouveau mot de passe enregistré pour ${owner.email} (ses sessions ouvertes sont fermées).`,
    );
  } finally {
    prompt.close();
    await services.close();
  }
});
