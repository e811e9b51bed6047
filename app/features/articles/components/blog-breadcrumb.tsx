/** 'Accueil / Blog / {current}', the visible breadcrumb of the blog's pages. */
export function BlogBreadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Fil d'Ariane" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <a href="/" className="hover:text-sage-800 hover:underline">
            Accueil
          </a>
        </li>
        <li aria-hidden>/</li>
        <li>
          <a href="/blog" className="hover:text-sage-800 hover:underline">
            Blog
          </a>
        </li>
        <li aria-hidden>/</li>
        <li aria-current="page" className="line-clamp-1 text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
