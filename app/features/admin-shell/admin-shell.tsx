/**
 * The back office's frame: a collapsible sidebar ('Tableau de
 * bord', 'Articles', …, 'Cabinet', 'Sauvegardes', 'Se déconnecter'), a slide-over drawer on phones,
 * Ctrl/Cmd+B to toggle, the open state in a 7-day cookie.
 */
import * as Dialog from "@radix-ui/react-dialog";
import * as Tooltip from "@radix-ui/react-tooltip";
import {
  Building2,
  ExternalLink,
  FileText,
  Files,
  LayoutDashboard,
  Inbox,
  Leaf,
  ListTree,
  Images,
  ChartLine,
  DatabaseBackup,
  FileUp,
  Menu,
  PanelLeft,
  Signpost,
  Tags,
  UserRound,
  X,
  type LucideIcon,
} from "lucide-react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";
import { Link, useMatch } from "react-router";
import { usePractice } from "~/features/practice/practice-view";
import { mergeClasses } from "~/lib/merge-classes";
import {
  sidebarCookie,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from "./sidebar-state";
import {
  SidebarTooltip,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  TooltipBubble,
} from "./sidebar-tooltip";
import { SignOutButton } from "./sign-out-button";

const MOBILE_QUERY = "(max-width: 767px)";

interface SidebarContextValue {
  open: boolean;
  openMobile: boolean;
  isMobile: boolean;
  setOpenMobile(open: boolean): void;
  toggle(): void;
  /** The header's menu button, which gets focus back when the drawer closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.matches("input, textarea, select"))
  );
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error("useSidebar must be used inside <AdminShell>");
  return value;
}

interface AdminShellProps {
  /** From the sidebar cookie, read on the server. */
  defaultOpen: boolean;
  userEmail: string;
  children: ReactNode;
}

export function AdminShell({ defaultOpen, userEmail, children }: AdminShellProps) {
  const sidebar = useSidebarState(defaultOpen);
  const { open, hydrated } = sidebar;

  return (
    <SidebarContext.Provider value={sidebar}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <div className="flex min-h-svh bg-white" data-hydrated={hydrated ? "true" : undefined}>
          <a
            href="#contenu-admin"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
          >
            Aller au contenu
          </a>
          <aside
            id="admin-sidebar"
            data-state={open ? "expanded" : "collapsed"}
            aria-label="Menu d'administration"
            // No width transition: the content and the icons would pass through
            // other layouts after a click, where a reload shows the state at once.
            style={{ width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON }}
            className="sticky top-0 hidden h-svh shrink-0 flex-col overflow-hidden border-r border-sand-200 bg-sand-50 md:flex"
          >
            <SidebarContent collapsed={!open} />
          </aside>
          <MobileSidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            <AdminHeader userEmail={userEmail} />
            <main
              id="contenu-admin"
              tabIndex={-1}
              className="flex-1 px-4 py-8 focus:outline-none sm:px-8"
            >
              {children}
            </main>
          </div>
        </div>
      </Tooltip.Provider>
    </SidebarContext.Provider>
  );
}

/**
 * The sidebar's state: open or collapsed on a wide screen (kept in a
 * cookie), a drawer on a phone; Ctrl+B toggles it.
 */
function useSidebarState(defaultOpen: boolean) {
  const [open, setOpen] = useState(defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);
  const [isMobile, setIsMobile] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setHydrated(true);
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setIsMobile(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((value) => !value);
      return;
    }
    setOpen((value) => {
      document.cookie = sidebarCookie(!value);
      return !value;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // The article editor and text fields own Ctrl+B (bold) while they have focus.
      if (event.defaultPrevented || isTextEntry(event.target)) return;
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  return { open, openMobile, isMobile, setOpenMobile, toggle, triggerRef, hydrated };
}

/** The sidebar as a drawer, on a phone. */
function MobileSidebar() {
  const { openMobile, setOpenMobile, triggerRef } = useSidebar();
  return (
    <Dialog.Root open={openMobile} onOpenChange={setOpenMobile}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          // The drawer opens from the header's button, not a Dialog.Trigger,
          // so Radix would not know where to return focus.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          // Radix gives Escape to the newest layer only, and a notification
          // shown after the drawer opened would take it: focus is in the
          // drawer, so Escape closes the drawer.
          onKeyDown={(event) => {
            if (event.key === "Escape") setOpenMobile(false);
          }}
          style={{ width: SIDEBAR_WIDTH_MOBILE, maxWidth: "85vw" }}
          className="fixed inset-y-0 left-0 z-50 flex flex-col bg-sand-50 shadow-xl md:hidden"
        >
          <Dialog.Title className="sr-only">Menu d'administration</Dialog.Title>
          <Dialog.Close
            aria-label="Fermer le menu"
            className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-full text-sage-800 hover:bg-sage-100"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
          <SidebarContent collapsed={false} onNavigate={() => setOpenMobile(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AdminHeader({ userEmail }: { userEmail: string }) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-sand-200 bg-white/95 px-4 backdrop-blur sm:px-6">
      <SidebarTrigger />
      <p className="font-serif text-lg text-sage-900">Administration</p>
      <div className="ml-auto flex items-center gap-4 text-sm">
        <span className="hidden text-muted sm:inline">{userEmail}</span>
        <Link
          to="/admin/compte"
          className="inline-flex items-center gap-1.5 text-sage-700 underline-offset-4 hover:underline"
        >
          <UserRound className="size-4" aria-hidden />
          Mon compte
        </Link>
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1.5 text-sage-700 underline-offset-4 hover:underline"
        >
          Voir le site
          <ExternalLink className="size-4" aria-hidden />
          <span className="sr-only">(nouvel onglet)</span>
        </a>
      </div>
    </header>
  );
}

function SidebarTrigger() {
  const { open, openMobile, isMobile, toggle, triggerRef } = useSidebar();
  const expanded = isMobile ? openMobile : open;
  const label = expanded ? "Masquer le menu" : "Afficher le menu";
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          ref={triggerRef}
          type="button"
          onClick={toggle}
          aria-label={label}
          aria-expanded={expanded}
          aria-controls={isMobile ? undefined : "admin-sidebar"}
          aria-keyshortcuts="Control+B Meta+B"
          className="flex size-11 items-center justify-center rounded-full text-sage-800 hover:bg-sage-50"
        >
          <Menu className="size-5 md:hidden" aria-hidden />
          <PanelLeft className="hidden size-5 md:block" aria-hidden />
        </button>
      </Tooltip.Trigger>
      <TooltipBubble side="bottom">{`${label} (Ctrl+B)`}</TooltipBubble>
    </Tooltip.Root>
  );
}

/** The sidebar's entries, in order. */
const SIDEBAR_LINKS: { to: string; icon: LucideIcon; label: string; end?: boolean }[] = [
  { to: "/admin", icon: LayoutDashboard, label: "Tableau de bord", end: true },
  { to: "/admin/articles", icon: FileText, label: "Articles" },
  { to: "/admin/categories", icon: Tags, label: "Catégories" },
  { to: "/admin/demandes", icon: Inbox, label: "Demandes" },
  { to: "/admin/statistiques", icon: ChartLine, label: "Statistiques" },
  { to: "/admin/pages", icon: Files, label: "Pages" },
  { to: "/admin/menus", icon: ListTree, label: "Menus" },
  { to: "/admin/medias", icon: Images, label: "Médiathèque" },
  { to: "/admin/cabinet", icon: Building2, label: "Cabinet" },
  { to: "/admin/redirections", icon: Signpost, label: "Redirections" },
  { to: "/admin/sauvegardes", icon: DatabaseBackup, label: "Sauvegardes" },
  { to: "/admin/import", icon: FileUp, label: "Importer" },
];

function SidebarContent({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { identity } = usePractice();
  return (
    <div className="flex h-full min-w-0 flex-col">
      <div
        className={mergeClasses(
          "flex h-16 shrink-0 items-center gap-3 border-b border-sand-200",
          collapsed ? "justify-center" : "px-4",
          // Room for the drawer's close button.
          onNavigate && "pr-16",
        )}
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-sage-700 text-white">
          <Leaf className="size-5" aria-hidden />
        </span>
        {collapsed ? null : (
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-sage-900">
              {identity.practiceName}
            </span>
            <span className="block text-xs text-muted">Administration</span>
          </span>
        )}
      </div>
      <nav aria-label="Administration" className="flex-1 overflow-y-auto p-2">
        <ul className="grid gap-1">
          {SIDEBAR_LINKS.map((link) => (
            <SidebarLink key={link.to} {...link} collapsed={collapsed} onNavigate={onNavigate} />
          ))}
        </ul>
      </nav>
      <div className="border-t border-sand-200 p-2">
        <SignOutButton collapsed={collapsed} />
      </div>
    </div>
  );
}

function SidebarLink({
  to,
  end,
  icon: Icon,
  label,
  collapsed,
  onNavigate,
}: {
  to: string;
  end?: boolean;
  icon: LucideIcon;
  label: string;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  // A string className (not NavLink's function): the tooltip trigger merges class names as strings.
  const active = useMatch({ path: to, end: end ?? false }) !== null;
  const link = (
    <Link
      to={to}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      aria-label={collapsed ? label : undefined}
      className={mergeClasses(
        "flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors",
        collapsed && "justify-center px-0",
        active ? "bg-sage-100 font-semibold text-sage-900" : "text-ink hover:bg-sand-100",
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden />
      {collapsed ? null : <span className="truncate">{label}</span>}
    </Link>
  );
  return <li>{collapsed ? <SidebarTooltip label={label}>{link}</SidebarTooltip> : link}</li>;
}
