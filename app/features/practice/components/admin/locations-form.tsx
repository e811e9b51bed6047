/**
 * 'Lieux et horaires': one to four locations, each with its
 * address, map position, whether it is the primary one, and its week.
 */
import { ExternalLink, MapPin, Trash2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { randomHex } from "~/lib/random-hex";
import { mapPositionMessages, type StaleMapPosition } from "../../map-position";
import { WEEK_DAYS, type WeeklyHours } from "../../opening-hours";
import { type LocationSettings, SETTINGS_LIMITS } from "../../settings-schema";
import { Field } from "~/components/ui/field";
import { focusSoon } from "~/lib/focus-soon";
import { AddItemButton, ListError } from "./list-items";
import { fieldId, SectionForm, type FieldErrors } from "./section-form";
import { HoursPreview, WeekEditor } from "./week-editor";

/** A location as its fields hold it: coordinates stay text until the schema reads them. */
type LocationDraft = Omit<LocationSettings, "latitude" | "longitude"> & {
  latitude: string;
  longitude: string;
};

const draftOf = (location: LocationSettings): LocationDraft => ({
  ...location,
  latitude: String(location.latitude),
  longitude: String(location.longitude),
});

const emptyWeek = () =>
  Object.fromEntries(WEEK_DAYS.map((day) => [day.key, []])) as unknown as WeeklyHours;

function newLocation(isPrimary: boolean): LocationDraft {
  return {
    // The schema's id rule: /^[a-z0-9-]{1,40}$/.
    id: `lieu-${randomHex(4)}`,
    name: "",
    street: "",
    details: "",
    building: "",
    postalCode: "",
    city: "",
    isPrimary,
    latitude: "",
    longitude: "",
    hours: emptyWeek(),
  };
}

type TextKey = "name" | "street" | "details" | "building" | "postalCode" | "city";

export function LocationsForm({
  initial,
  serverErrors,
}: {
  initial: LocationSettings[];
  serverErrors: FieldErrors | undefined;
}) {
  const [locations, setLocations] = useState(() => initial.map(draftOf));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = (index: number, change: Partial<LocationDraft>) =>
    setLocations((current) =>
      current.map((location, i) => (i === index ? { ...location, ...change } : location)),
    );
  const makePrimary = (index: number) =>
    setLocations((current) => current.map((other, i) => ({ ...other, isPrimary: i === index })));
  const remove = (index: number) => {
    setLocations((current) => {
      const rest = current.filter((_, i) => i !== index);
      // Exactly one primary location: the first left takes over.
      return rest.some((other) => other.isPrimary)
        ? rest
        : rest.map((other, i) => ({ ...other, isPrimary: i === 0 }));
    });
    focusSoon("locations-add");
  };
  const listErrorId = fieldId("locations", "locations");

  return (
    <SectionForm
      section="locations"
      document={{ locations }}
      serverErrors={serverErrors}
      errors={errors}
      onErrors={setErrors}
      submitLabel="Enregistrer les lieux et horaires"
    >
      <ListError id={listErrorId} error={errors.locations} />
      {locations.map((location, index) => (
        <LocationFieldset
          key={location.id}
          location={location}
          index={index}
          errors={errors}
          removable={locations.length > 1}
          onChange={(change) => update(index, change)}
          onPrimary={() => makePrimary(index)}
          onRemove={() => remove(index)}
        />
      ))}
      <AddItemButton
        id="locations-add"
        count={locations.length}
        limit={SETTINGS_LIMITS.locations}
        newItemFieldId={fieldId("locations", `locations.${locations.length}.name`)}
        onAdd={() => {
          const added = newLocation(locations.length === 0);
          setLocations((current) => [...current, added]);
        }}
      >
        Ajouter un lieu
      </AddItemButton>
    </SectionForm>
  );
}

interface LocationFieldsetProps {
  location: LocationDraft;
  index: number;
  errors: FieldErrors;
  /** Whether another location would be left (one at least). */
  removable: boolean;
  onChange: (change: Partial<LocationDraft>) => void;
  onPrimary: () => void;
  onRemove: () => void;
}

/** One location: whether it is the primary one, its address, its map position and its week. */
function LocationFieldset(props: LocationFieldsetProps) {
  const { location, index, errors, onChange } = props;
  const path = `locations.${index}`;
  const id = (key: string) => fieldId("locations", `${path}.${key}`);
  return (
    <fieldset className="space-y-5 rounded-2xl p-5 ring-1 ring-sand-200">
      <legend className="px-2 font-serif text-xl text-sage-900">
        {location.name.trim() || `Lieu ${index + 1}`}
      </legend>
      <LocationHeader {...props} id={id} />
      <AddressFields {...props} path={path} id={id} />
      <MapPositionFields {...props} path={path} id={id} />
      <div className="space-y-3">
        <h3 className="text-lg">Horaires d'ouverture</h3>
        <WeekEditor
          idPrefix={id("hours")}
          pathPrefix={`${path}.hours`}
          week={location.hours}
          onChange={(hours) => onChange({ hours })}
          errors={errors}
        />
        <HoursPreview week={location.hours} id={id("preview")} />
      </div>
    </fieldset>
  );
}

type FieldIdOf = (key: string) => string;

function LocationHeader({
  location,
  index,
  removable,
  onPrimary,
  onRemove,
  id,
}: LocationFieldsetProps & { id: FieldIdOf }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input
          id={id("isPrimary")}
          type="radio"
          name="primary-location"
          className="size-5 accent-sage-700"
          checked={location.isPrimary}
          onChange={onPrimary}
        />
        Lieu principal
        <span className="font-normal text-muted">
          (adresse des données structurées et de la carte)
        </span>
      </label>
      <Button
        id={id("remove")}
        type="button"
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        disabled={!removable}
        onClick={onRemove}
      >
        <Trash2 className="size-4" aria-hidden />
        Retirer ce lieu
        <span className="sr-only"> ({location.name.trim() || `lieu ${index + 1}`})</span>
      </Button>
    </div>
  );
}

function AddressFields({
  location,
  errors,
  onChange,
  path,
  id,
}: LocationFieldsetProps & { path: string; id: FieldIdOf }) {
  const text = (key: TextKey) => ({
    id: id(key),
    value: location[key],
    error: errors[`${path}.${key}`],
    onChange: (value: string) => onChange({ [key]: value }),
  });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field {...text("name")} label="Nom du lieu" placeholder="Cabinet de Manosque" />
      <Field {...text("street")} label="Rue et numéro" autoComplete="off" />
      <Field {...text("details")} label="Complément d'adresse (facultatif)" autoComplete="off" />
      <Field {...text("building")} label="Bâtiment ou résidence (facultatif)" autoComplete="off" />
      <Field {...text("postalCode")} label="Code postal" inputMode="numeric" autoComplete="off" />
      <Field {...text("city")} label="Ville" autoComplete="off" />
    </div>
  );
}

function MapPositionFields({
  location,
  errors,
  onChange,
  path,
  id,
}: LocationFieldsetProps & { path: string; id: FieldIdOf }) {
  return (
    <div className="space-y-3">
      <p id={id("geo-help")} className="text-sm text-muted">
        <MapPin className="mr-1 inline size-4 align-text-bottom" aria-hidden />
        Position sur la carte : sur openstreetmap.org, faites un clic droit sur l'entrée du cabinet
        puis « Afficher l'adresse » ; la latitude et la longitude s'affichent dans le champ de
        recherche (par exemple 43.8342, 5.7839).
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {(["latitude", "longitude"] as const).map((key) => (
          <Field
            key={key}
            id={id(key)}
            label={key === "latitude" ? "Latitude" : "Longitude"}
            value={location[key]}
            error={errors[`${path}.${key}`]}
            onChange={(value) => onChange({ [key]: value })}
            inputMode="decimal"
            autoComplete="off"
            describedBy={id("geo-help")}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * After a save: the places whose address changed but not their position,
 * each with a search for its new address on OpenStreetMap (a new tab, so
 * the form stays open to paste the coordinates).
 */
export function MapPositionWarning({ positions }: { positions: StaleMapPosition[] }) {
  return (
    <div
      role="alert"
      className="mt-6 rounded-xl bg-amber-50 p-4 text-sm text-ink ring-1 ring-amber-300"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4 shrink-0 text-amber-800" aria-hidden />
        {mapPositionMessages.title}
      </p>
      <ul className="mt-2 space-y-2">
        {positions.map((position) => (
          <li key={position.searchUrl}>
            {mapPositionMessages.text(position.name)}{" "}
            <a
              href={position.searchUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900"
            >
              {mapPositionMessages.link(position.name)}
              <span className="sr-only">{mapPositionMessages.newTab}</span>
              <ExternalLink className="ml-1 inline size-3.5 align-baseline" aria-hidden />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
