/**
 * 'Identité': who the practice is. The names, title and slogan every page,
 * title and e-mail shows; the practitioner's photo (an upload through the
 * image pipeline, with its alternative text); the towns the texts name; the
 * legal notice's details; the home page's rating.
 */
import { useState } from "react";
import { ImageUploadInput } from "~/features/media/components/image-upload-input";
import type { IdentitySettings } from "../../settings-schema";
import { Field } from "~/components/ui/field";
import { fieldId, SectionForm, type FieldErrors } from "./section-form";

/** The fields as typed: the rating's numbers and the towns are text until the schema reads them. */
type IdentityDraft = Omit<IdentitySettings, "towns" | "ratingValue" | "reviewCount"> & {
  towns: string;
  ratingValue: string;
  reviewCount: string;
};

const draftOf = (identity: IdentitySettings): IdentityDraft => ({
  ...identity,
  towns: identity.towns.join(", "),
  ratingValue: String(identity.ratingValue).replace(".", ","),
  reviewCount: String(identity.reviewCount),
});

/** What the schema checks: the towns are a comma-separated list. */
const documentOf = (draft: IdentityDraft) => ({
  ...draft,
  towns: draft.towns
    .split(",")
    .map((town) => town.trim())
    .filter(Boolean),
});

/** The photo's file field: an upload refused shows under it. */
const PHOTO_INPUT = fieldId("identity", "photo");

type FieldKey = Exclude<keyof IdentityDraft, "photo">;
/** A text field's props, from the draft and the errors. */
type FieldOf = (key: FieldKey) => {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

export function IdentityForm({
  initial,
  serverErrors,
}: {
  initial: IdentitySettings;
  serverErrors: FieldErrors | undefined;
}) {
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const field: FieldOf = (key) => ({
    id: fieldId("identity", key),
    value: draft[key],
    error: errors[key],
    onChange: (value: string) => setDraft((current) => ({ ...current, [key]: value })),
  });
  // An error about one town ("towns.1") shows under the towns' field.
  const townsError =
    errors.towns ?? Object.entries(errors).find(([path]) => path.startsWith("towns."))?.[1];

  return (
    <SectionForm
      section="identity"
      document={documentOf(draft)}
      serverErrors={serverErrors}
      errors={errors}
      onErrors={setErrors}
      submitLabel="Enregistrer l'identité"
    >
      <PracticeFieldset field={field} townsError={townsError} />
      <PractitionerFieldset
        field={field}
        photo={draft.photo}
        photoError={errors.photo}
        onPhotoUploaded={(name) => setDraft((current) => ({ ...current, photo: name }))}
        onPhotoReset={(reset) =>
          setDraft((current) => ({ ...current, photo: reset ? "" : initial.photo }))
        }
      />
      <LegalFieldset field={field} />
      <RatingFieldset field={field} />
    </SectionForm>
  );
}

function PracticeFieldset({
  field,
  townsError,
}: {
  field: FieldOf;
  townsError: string | undefined;
}) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold text-sage-900">Le cabinet</legend>
      <Field
        {...field("practiceName")}
        label="Nom du cabinet"
        help="Affiché en haut de l'administration, dans le pied de page, à la fin du titre de chaque page et comme expéditeur des e-mails."
      />
      <Field
        {...field("slogan")}
        label="Slogan"
        help="Le grand titre de la page d'accueil et le pied de page."
      />
      <Field
        {...field("towns")}
        className="sm:col-span-2"
        id={fieldId("identity", "towns")}
        error={townsError}
        label="Villes nommées dans les textes"
        help="Séparées par des virgules, la principale en premier (une à quatre) : « Ostéopathe à … » dans les titres, l'accueil et les services."
      />
    </fieldset>
  );
}

function PractitionerFieldset({
  field,
  photo,
  photoError,
  onPhotoUploaded,
  onPhotoReset,
}: {
  field: FieldOf;
  /** The photo in use ("" for the demonstration's illustration). */
  photo: string;
  photoError: string | undefined;
  /** A new photo was stored: its name. */
  onPhotoUploaded: (name: string) => void;
  /** Ticked: back to the demonstration's illustration; unticked: the photo in use. */
  onPhotoReset: (reset: boolean) => void;
}) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold text-sage-900">Le praticien</legend>
      <Field {...field("firstName")} label="Prénom" autoComplete="off" />
      <Field {...field("lastName")} label="Nom" autoComplete="off" />
      <Field
        {...field("title")}
        label="Titre"
        placeholder="Ostéopathe D.O."
        help="Sous votre nom, sur la page À propos, les articles et les mentions légales."
      />
      <div className="sm:col-span-2">
        <ImageUploadInput
          id={PHOTO_INPUT}
          label="Photo"
          error={photoError}
          hint={
            photo
              ? "Votre photo est en ligne ; choisissez-en une autre pour la remplacer."
              : "Le site montre l'illustration de démonstration ; choisissez une photo JPEG, PNG ou WebP (10 Mo au plus)."
          }
          onUploaded={(image) => onPhotoUploaded(image.name)}
        />
        {photo ? (
          <label className="mt-3 flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-sage-700"
              onChange={(event) => onPhotoReset(event.target.checked)}
            />
            Revenir à l'illustration de démonstration
          </label>
        ) : null}
      </div>
      <Field
        {...field("photoAlt")}
        className="sm:col-span-2"
        label="Description de la photo (texte alternatif)"
        help="Ce que montre la photo, pour les personnes qui ne la voient pas : « Julien Mercier dans son cabinet »."
      />
    </fieldset>
  );
}

function LegalFieldset({ field }: { field: FieldOf }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold text-sage-900">Mentions légales</legend>
      <Field
        {...field("professionalNumber")}
        label="Numéro d'enregistrement professionnel"
        placeholder="ADELI 049999999"
      />
      <Field
        {...field("companyNumber")}
        label="Numéro d'immatriculation (SIRET)"
        placeholder="SIRET 000 000 000 00000"
      />
      <Field {...field("publicationManager")} label="Directeur de la publication" />
      <Field {...field("hostingName")} label="Hébergeur du site" />
      <Field {...field("hostingAddress")} label="Adresse de l'hébergeur" />
      <Field {...field("hostingPhone")} label="Téléphone de l'hébergeur" type="tel" />
      <Field
        {...field("hostingWebsite")}
        className="sm:col-span-2"
        label="Site de l'hébergeur"
        type="url"
        inputMode="url"
        spellCheck={false}
      />
    </fieldset>
  );
}

function RatingFieldset({ field }: { field: FieldOf }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-3">
      <legend className="mb-1 text-lg font-semibold text-sage-900">Note des avis</legend>
      <p id="identity-rating-note" className="text-sm text-muted sm:col-span-3">
        Affichée sur la page d'accueil (« Excellent, basé sur +70 avis ») et transmise aux moteurs
        de recherche : elle doit être vraie, telle que vos avis publics la montrent. Un nombre
        d'avis de 0 la retire du site.
      </p>
      <Field
        {...field("ratingValue")}
        describedBy="identity-rating-note"
        label="Note moyenne sur 5"
        inputMode="decimal"
        placeholder="4,9"
      />
      <Field
        {...field("reviewCount")}
        describedBy="identity-rating-note"
        label="Nombre d'avis"
        inputMode="numeric"
      />
      <Field
        {...field("reviewsUrl")}
        describedBy="identity-rating-note"
        label="Adresse où lire les avis (facultatif)"
        type="url"
        inputMode="url"
        spellCheck={false}
      />
    </fieldset>
  );
}
