import { useEffect } from "react";
import { pushPageView } from "./data-layer";

/** Pushes a page view to the data layer once the page runs (an island on public pages). */
export function PageViewEvent({ title, path }: { title: string; path: string }) {
  useEffect(() => {
    pushPageView(title, path);
  }, [title, path]);
  return null;
}
