import * as Dialog from "@radix-ui/react-dialog";
import { buttonClasses } from "~/components/ui/button";
import { sectionLabel, type ContentSection } from "~/lib/rich-text/content-sections";

/** The internal link modal 'Sélectionner une section'. */
export function SectionLinkDialog({
  open,
  onOpenChange,
  sections,
  onChoose,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  sections: ContentSection[];
  onChoose(section: ContentSection): void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[80vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="font-serif text-xl text-sage-900">
            Sélectionner une section
          </Dialog.Title>
          {sections.length === 0 ? (
            <p className="mt-4 text-muted">Aucune section disponible</p>
          ) : (
            <ul className="mt-4 space-y-1">
              {sections.map((section) => (
                <li key={section.id}>
                  <button
                    type="button"
                    onClick={() => onChoose(section)}
                    className="w-full rounded-lg px-3 py-2.5 text-left text-ink hover:bg-sage-50 focus-visible:outline-2 focus-visible:outline-sage-600"
                  >
                    {sectionLabel(section)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={buttonClasses("secondary")}>Fermer</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
