import { renderToStaticMarkup } from "react-dom/server";

/** The French e-mail carrying the code that verifies a new browser, in HTML and plain text. */
export function signInCodeEmail({
  code,
  validMinutes,
  practiceName,
}: {
  code: string;
  validMinutes: number;
  practiceName: string;
}) {
  const subject = `Code de connexion : ${code}`;
  const lines = [
    `Une connexion à l'administration du site ${practiceName} a été demandée depuis un navigateur inconnu.`,
    `Pour la confirmer, saisissez ce code (valable ${validMinutes} minutes) :`,
  ];
  const warning =
    "Si vous n'êtes pas à l'origine de cette connexion, changez votre mot de passe : quelqu'un le connaît.";
  const text = ["Bonjour,", "", ...lines, "", code, "", warning].join("\n");
  const html = `<!doctype html>${renderToStaticMarkup(
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <title>{subject}</title>
      </head>
      <body style={{ fontFamily: "Arial, sans-serif", color: "#1f2a24", padding: "24px" }}>
        <p style={{ fontSize: "18px", color: "#20382c" }}>{practiceName}</p>
        <p>Bonjour,</p>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p style={{ fontSize: "28px", letterSpacing: "6px", fontWeight: "bold" }}>{code}</p>
        <p style={{ fontSize: "14px", color: "#4b5850" }}>{warning}</p>
      </body>
    </html>,
  )}`;
  return { subject, text, html };
}
