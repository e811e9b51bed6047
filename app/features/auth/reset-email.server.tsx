import { renderToStaticMarkup } from "react-dom/server";

interface ResetEmailInput {
  link: string;
  validMinutes: number;
  /** The practice's name, from its identity. */
  practiceName: string;
}

/** The French password-reset e-mail, in HTML (rendered and escaped by React) and plain text. */
export function resetPasswordEmail({ link, validMinutes, practiceName }: ResetEmailInput) {
  const validity =
    validMinutes >= 60 && validMinutes % 60 === 0
      ? `${validMinutes / 60} heure${validMinutes === 60 ? "" : "s"}`
      : `${validMinutes} minutes`;
  const subject = "Réinitialisation de votre mot de passe";
  const text = [
    "Bonjour,",
    "",
    `Une demande de réinitialisation du mot de passe de l'administration du site ${practiceName} a été faite pour cette adresse.`,
    "",
    `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable ${validity}) :`,
    link,
    "",
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  ].join("\n");
  const html = `<!doctype html>${renderToStaticMarkup(
    <ResetEmail link={link} validity={validity} subject={subject} practiceName={practiceName} />,
  )}`;
  return { subject, text, html };
}

function ResetEmail({
  link,
  validity,
  subject,
  practiceName,
}: {
  link: string;
  validity: string;
  subject: string;
  practiceName: string;
}) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <title>{subject}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: "24px",
          background: "#fbf8f3",
          fontFamily: "Arial, sans-serif",
          color: "#1f2a24",
        }}
      >
        <div
          style={{
            maxWidth: "560px",
            margin: "0 auto",
            background: "#ffffff",
            borderRadius: "12px",
            padding: "32px",
          }}
        >
          <p style={{ fontSize: "18px", color: "#20382c", margin: "0 0 16px" }}>{practiceName}</p>
          <p>Bonjour,</p>
          <p>
            Une demande de réinitialisation du mot de passe de l'administration du site{" "}
            {practiceName} a été faite pour cette adresse.
          </p>
          <p>
            Pour choisir un nouveau mot de passe, cliquez sur le bouton ci-dessous (lien valable{" "}
            {validity}).
          </p>
          <p style={{ margin: "24px 0" }}>
            <a
              href={link}
              style={{
                display: "inline-block",
                background: "#305641",
                color: "#ffffff",
                padding: "12px 24px",
                borderRadius: "999px",
                textDecoration: "none",
              }}
            >
              Choisir un nouveau mot de passe
            </a>
          </p>
          <p style={{ fontSize: "14px", color: "#4b5850" }}>
            Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :<br />
            <a href={link} style={{ color: "#305641", wordBreak: "break-all" }}>
              {link}
            </a>
          </p>
          <p style={{ fontSize: "14px", color: "#4b5850" }}>
            Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe
            reste inchangé.
          </p>
        </div>
      </body>
    </html>
  );
}
