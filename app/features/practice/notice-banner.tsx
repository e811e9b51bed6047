import { Icon, type IconProps } from "~/components/icons";
import { usePractice } from "./practice-view";

function Megaphone(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m3 11 18-5v12L3 14v-3z" />
      <path d="M11.6 16.8a3 3 0 1 1-5.8-1.6" />
    </Icon>
  );
}

/**
 * The practice's current closures and announcements, at the top
 * of every public page and of the appointment page: from the settings of
 * this day, so the page cache (one copy per day) starts and stops showing
 * them on the right day.
 */
export function NoticeBanner() {
  const { notices } = usePractice();
  if (notices.length === 0) return null;
  return (
    <aside
      aria-label="Annonce du cabinet"
      className="relative z-10 border-b border-sage-900 bg-sage-800 text-white"
    >
      <div className="mx-auto max-w-6xl space-y-1 px-4 py-3 sm:px-6">
        {notices.map((notice) => (
          <p key={notice.id} data-notice className="flex items-start gap-3 font-medium">
            <Megaphone className="mt-0.5 size-5 shrink-0" aria-hidden />
            {notice.message}
          </p>
        ))}
      </div>
    </aside>
  );
}
