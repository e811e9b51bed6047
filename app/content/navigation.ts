/**
 * The default menus of the public site (main menu and footer links): what
 * the site shows until the practitioner edits a menu on /admin/menus. Each
 * address is a page of the site; app/features/menus reads them as targets.
 */

export interface NavLink {
  label: string;
  to: string;
}

export const mainMenu: NavLink[] = [
  { label: "À propos", to: "/a-propos" },
  { label: "Séance type", to: "/seance-type" },
  { label: "Services", to: "/services" },
  { label: "Blog", to: "/blog" },
  { label: "Contact", to: "/contact" },
];

export const footerLinks: NavLink[] = [
  { label: "Accueil", to: "/" },
  { label: "À propos", to: "/a-propos" },
  { label: "Séance type", to: "/seance-type" },
  { label: "Services", to: "/services" },
  { label: "Blog", to: "/blog" },
  { label: "Contact", to: "/contact" },
  { label: "Mentions légales", to: "/mentions-legales" },
  { label: "Politique de confidentialité", to: "/politique-confidentialite" },
];
