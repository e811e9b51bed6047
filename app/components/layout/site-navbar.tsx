import { useEffect, useRef, useState } from "react";
import { Menu, X } from "~/components/icons";
import { BookingLink } from "~/features/booking/booking-link";
import { useReportMobileMenu } from "~/features/booking/mobile-menu-state";
import { joinClasses } from "~/lib/join-classes";
import { SiteLogo } from "~/components/layout/site-logo";
import type { PublicMenuLink } from "~/features/menus/menu-targets";

/** The navbar turns white with a shadow after 10 px of scroll. */
const NAVBAR_SCROLL_THRESHOLD = 10;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/** As React Router's NavLink: the page itself or a page below it ("/blog/x" for "/blog"). */
function isCurrentSection(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

interface SiteNavbarProps {
  /** The page's path, for the current menu entry. */
  pathname: string;
  phone: string;
  phoneE164: string;
  /** The practitioner's name and main town, from the identity. */
  practitioner: string;
  town: string;
  /** The main menu as edited on /admin/menus (the mobile menu shows it too). */
  links: PublicMenuLink[];
}

const linkClasses = (isActive: boolean) =>
  joinClasses(
    "rounded-full px-3 py-2 text-[0.95rem] font-medium transition-colors hover:bg-sage-50 hover:text-sage-900",
    isActive ? "text-sage-800 underline decoration-2 underline-offset-8" : "text-ink",
  );

/**
 * Fixed navbar: transparent over the top of the page, white with a shadow
 * once scrolled; a desktop menu and, under 1024 px, a burger menu.
 */
export function SiteNavbar({
  pathname,
  phone,
  phoneE164,
  practitioner,
  town,
  links,
}: SiteNavbarProps) {
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  useReportMobileMenu(menuOpen);
  const solid = scrolled || menuOpen;

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={joinClasses(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300",
        solid ? "bg-white shadow-md" : "bg-transparent",
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20">
        <SiteLogo practitioner={practitioner} town={town} />
        <nav aria-label="Menu principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((item, index) => (
              <li key={index}>
                <a
                  href={item.href}
                  className={linkClasses(isCurrentSection(pathname, item.href))}
                  aria-current={isCurrentSection(pathname, item.href) ? "page" : undefined}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden lg:block">
          <BookingLink source="navbar-button" size="md" />
        </div>
        <MobileMenu
          open={menuOpen}
          onOpenChange={setMenuOpen}
          pathname={pathname}
          phone={phone}
          phoneE164={phoneE164}
          links={links}
        />
      </div>
    </header>
  );
}

/**
 * Burger menu (disclosure pattern): the button says whether the panel is
 * open, focus moves into the panel, Escape closes it and focus returns to the
 * button; following any link, booking included, closes it.
 */
function MobileMenu({
  open,
  onOpenChange,
  pathname,
  phone,
  phoneE164,
  links,
}: Omit<SiteNavbarProps, "practitioner" | "town"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // A fixed id: the island is hydrated on its own, where useId would differ from the server's.
  const panelId = "menu-mobile";
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Back from the next page (the browser's page cache), the menu is closed.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) onOpenChange(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [onOpenChange]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onOpenChange(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      onOpenChange(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, onOpenChange]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Fermer le menu" : "Ouvrir le menu"}
        onClick={() => onOpenChange(!open)}
        className="inline-flex size-12 items-center justify-center rounded-full text-sage-900 hover:bg-sage-50"
      >
        {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        // Any link inside (menu entry or booking button) closes the menu.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) onOpenChange(false);
        }}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-sand-200 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <nav aria-label="Menu mobile">
          <ul className="flex flex-col">
            {links.map((item, index) => (
              <li key={index}>
                <a
                  href={item.href}
                  aria-current={isCurrentSection(pathname, item.href) ? "page" : undefined}
                  className={joinClasses(
                    "flex min-h-12 items-center rounded-xl px-4 text-lg font-medium hover:bg-sage-50",
                    isCurrentSection(pathname, item.href) ? "text-sage-800" : "text-ink",
                  )}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 grid gap-3 px-1">
          <BookingLink source="mobile-menu-button" size="lg" className="w-full" />
          <a
            href={`tel:${phoneE164}`}
            className="py-2 text-center text-base text-sage-800 underline underline-offset-4"
          >
            Appeler le {phone}
          </a>
        </div>
      </div>
    </div>
  );
}
