import { Download, Network, RefreshCw } from "lucide-react";
import { useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "~/components/ui/button";
import { DashboardCard } from "~/features/admin-shell/dashboard-card";
import { mergeClasses } from "~/lib/merge-classes";
import { toast } from "~/lib/toast";
import { readAnswer, useDashboardAction } from "~/features/admin-shell/dashboard-action";
import { fetchBlogSitemap, saveFile, StepDoneSchema, type UpdateIntent } from "../admin-client";
import { sitemapMessages as m } from "../messages";

type Busy = "update" | "download" | null;

/**
 * The server answers each step in milliseconds: every progress message stays
 * on screen at least this long, so the practitioner can read the steps go by
 * (and screen readers announce each of them).
 */
const MIN_MESSAGE_MS = 600;

function readable<T>(work: Promise<T>): Promise<T> {
  return Promise.all([work, new Promise((resolve) => setTimeout(resolve, MIN_MESSAGE_MS))]).then(
    ([value]) => value,
  );
}
type Line = { tone: "progress" | "success" | "error"; text: string };

/** Each server step of the update flow, its progress message and its failure format. */
const UPDATE_STEPS: {
  intent: UpdateIntent;
  progress: string;
  failure: (message: string) => string;
}[] = [
  { intent: "refresh", progress: m.progress.refresh, failure: m.refreshFailure },
  { intent: "sync", progress: m.progress.sync, failure: m.syncFailure },
  { intent: "submit", progress: m.progress.submit, failure: m.submitFailure },
];

/** The dashboard's 'Outils Sitemap' card: the update flow and the blog sitemap download. */
export function SitemapToolsCard() {
  const [busy, setBusy] = useState<Busy>(null);
  const [line, setLine] = useState<Line | null>(null);
  const act = useDashboardAction();

  const show = (next: Line) => flushSync(() => setLine(next));

  async function update() {
    flushSync(() => setBusy("update"));
    try {
      show({ tone: "progress", text: m.progress.start });
      await readable(Promise.resolve());
      for (const step of UPDATE_STEPS) {
        show({ tone: "progress", text: step.progress });
        const outcome = readAnswer(await readable(act(step.intent)), StepDoneSchema);
        if (!outcome.ok) {
          const text = m.updateFailure(step.failure(outcome.message));
          setLine({ tone: "error", text });
          toast({ title: text, variant: "destructive" });
          return;
        }
      }
      setLine({ tone: "success", text: m.updateSuccess });
      toast({ title: m.updateSuccess, variant: "success" });
    } finally {
      setBusy(null);
    }
  }

  async function download() {
    setBusy("download");
    try {
      const outcome = await fetchBlogSitemap();
      if (!outcome.ok) {
        toast({ title: m.downloadFailure(outcome.message), variant: "destructive" });
        return;
      }
      saveFile(outcome.value, "sitemap-blog.xml");
      toast({ title: m.downloadSuccess, variant: "success" });
    } finally {
      setBusy(null);
    }
  }

  return (
    <DashboardCard
      title="Outils Sitemap"
      description="Les sitemaps suivent chaque publication. Mettez-les à jour et prévenez les moteurs de recherche, ou téléchargez le sitemap du blog."
      icon={Network}
    >
      <Button onClick={update} disabled={busy !== null} aria-describedby="sitemap-progress">
        <RefreshCw
          className={mergeClasses("size-4", busy === "update" && "animate-spin")}
          aria-hidden
        />
        Mettre à jour les sitemaps
      </Button>
      <Button variant="secondary" onClick={download} disabled={busy !== null}>
        <Download className="size-4" aria-hidden />
        Télécharger sitemap-blog.xml
      </Button>
      <p
        id="sitemap-progress"
        role="status"
        data-testid="sitemap-progress"
        className={mergeClasses(
          "w-full text-sm",
          line?.tone === "error"
            ? "text-red-800"
            : line?.tone === "success"
              ? "text-sage-800"
              : "text-muted",
        )}
      >
        {line?.text}
      </p>
    </DashboardCard>
  );
}
