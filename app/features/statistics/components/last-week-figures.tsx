/** The dashboard card's four numbers: the last 7 days at a glance. */
const numberFormat = new Intl.NumberFormat("fr-FR");

export function LastWeekFigures({
  figures,
}: {
  figures: { visitors: number; clicks: number; leads: number; sessions: number };
}) {
  const items = [
    ["Visiteurs", figures.visitors],
    ["Clics", figures.clicks],
    ["Demandes", figures.leads],
    ["Agenda", figures.sessions],
  ] as const;
  return (
    <dl className="grid w-full grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-sage-50 px-3 py-2">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-2xl font-semibold text-ink">{numberFormat.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
