import { Link } from "react-router";
import { ValueTable } from "~/components/ui/data-table";
import { formatAdminDateTime } from "~/lib/admin-dates";

interface FreePageItem {
  id: number;
  slug: string;
  title: string;
  published: boolean;
  hasDraft: boolean;
  changedAt: string | null;
}

/** The practitioner's pages on 'Pages': each opens its editor. */
export function FreePageList({ pages }: { pages: FreePageItem[] }) {
  if (pages.length === 0) {
    return <p className="mt-4 text-muted">Aucune page pour l'instant.</p>;
  }
  return (
    <ValueTable
      className="mt-4"
      caption="Vos pages"
      headers={["Page", "Adresse", "État", "Dernière modification"]}
      rows={pages.map((page) => [
        <Link
          key="edit"
          to={`/admin/pages/libre/${page.id}`}
          className="font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900"
        >
          {page.title}
        </Link>,
        page.published ? (
          <a key="path" href={`/${page.slug}`} className="text-muted underline underline-offset-4">
            /{page.slug}
          </a>
        ) : (
          <span key="path" className="text-muted">
            /{page.slug}
          </span>
        ),
        `${page.published ? "Publiée" : "Non publiée"}${page.hasDraft ? " · Brouillon en cours" : ""}`,
        page.changedAt ? formatAdminDateTime(page.changedAt) : "",
      ])}
    />
  );
}
