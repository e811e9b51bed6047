import { useEffect, useState } from "react";
import { ArrowUp } from "~/components/icons";
import { joinClasses } from "~/lib/join-classes";
import { SECTION_DELAYS, useDelayedMount } from "~/lib/use-delayed-mount";

/** Shown after 500 px of scroll, hidden under 1024 px. */
const BACK_TO_TOP_THRESHOLD = 500;

export function BackToTop() {
  const mounted = useDelayedMount(SECTION_DELAYS.rest);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!mounted) return;
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [mounted]);

  if (!mounted) return null;
  return (
    <button
      type="button"
      aria-label="Revenir en haut de la page"
      hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.getElementById("contenu")?.focus({ preventScroll: true });
      }}
      className={joinClasses(
        "fixed right-6 bottom-6 z-30 hidden size-12 items-center justify-center rounded-full",
        "bg-sage-700 text-white shadow-lg hover:bg-sage-800",
        visible && "lg:inline-flex",
      )}
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  );
}
