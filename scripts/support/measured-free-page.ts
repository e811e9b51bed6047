/**
 * Publishes, in the data folder of DATA_DIR, the free page the bench and the
 * audit measure: one section of every kind, as a practitioner would build
 * it. Run as its own process (`tsx`) before the measured server starts, so
 * the server's memory and start are not the script's.
 */
import { freePage } from "~/features/free-pages/free-page-type.server";
import { createFreePage } from "~/features/free-pages/free-pages.server";
import type { FreePageDocument } from "~/features/free-pages/free-page-schema";
import { publishPage, readPageForEditing } from "~/features/pages/pages.server";
import { CliError, runCli } from "~/server/run-cli-command.server";
import { openServices } from "~/server/composition.server";
import { measuredPages } from "./serve-production";

const paragraph =
  "La séance dure de 45 minutes à une heure. Elle est réglée au cabinet, par carte, chèque ou espèces, et une facture vous est remise pour votre mutuelle.";

const document: FreePageDocument = {
  title: "Tarifs et remboursements",
  sections: [
    {
      type: "text",
      body: `<h2>Le tarif d'une séance</h2><p>${paragraph}</p><p>Consultation : {tarif}.</p><ul><li>Adultes</li><li>Enfants et nourrissons</li><li>Femmes enceintes</li></ul>`,
    },
    {
      type: "image",
      image: { src: "cabinet", alt: "La salle de consultation du cabinet, lumineuse" },
      caption: "La salle de consultation",
    },
    {
      type: "faq",
      title: "Vos questions sur le remboursement",
      faq: [
        {
          question: "La séance est-elle remboursée ?",
          answer:
            "<p>La Sécurité sociale ne rembourse pas l'ostéopathie ; la plupart des mutuelles prennent en charge quelques séances par an.</p>",
        },
        {
          question: "Faut-il une ordonnance ?",
          answer: "<p>Non, vous pouvez consulter directement, sans passer par votre médecin.</p>",
        },
      ],
    },
    {
      type: "booking",
      title: "Prendre rendez-vous",
      text: "Réservez votre séance en ligne, en quelques clics.",
    },
    { type: "contact", title: "Venir au cabinet" },
  ],
  seoTitle: "Tarifs et remboursements de l'ostéopathie",
  seoDescription:
    "Le tarif d'une séance d'ostéopathie au cabinet, son remboursement par les mutuelles et les moyens de paiement acceptés.",
};

await runCli(async () => {
  const services = await openServices();
  try {
    const created = await createFreePage(
      services,
      { title: document.title, slug: measuredPages.freePage.slice(1) },
      null,
    );
    if (!created.ok) throw new CliError(Object.values(created.errors).join(" "));
    const page = freePage(created.id);
    const { stamp } = await readPageForEditing(services, page);
    const published = await publishPage(services, page, document, stamp, null);
    if (!published.ok) throw new CliError(`Page à mesurer refusée : ${JSON.stringify(published)}`);
  } finally {
    await services.close();
  }
});
