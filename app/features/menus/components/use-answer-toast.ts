import { useEffect } from "react";
import { toast } from "~/lib/toast";
import type { MenuActionData } from "../menu-actions.server";

/** Shows the toast of a fetcher's answer once. */
export function useAnswerToast(data: MenuActionData | undefined) {
  useEffect(() => {
    if (data?.toast) toast(data.toast);
  }, [data]);
}
