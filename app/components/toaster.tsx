import { lazy, Suspense, useEffect, useState } from "react";
import { showCarriedToasts, toast, useToasts, type ToastInput } from "~/lib/toast";

// Radix Toast weighs about 9 kB compressed and most visits never see a toast:
// it loads with the first one.
const ToastList = lazy(() =>
  import("./toast-list").then((module) => ({ default: module.ToastList })),
);

/** Where toasts appear; renders nothing until the first toast of the visit. */
export function Toaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  useEffect(showCarriedToasts, []);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}

/**
 * Shows one toast when it appears: the toast a redirect left for this page,
 * or a failure the server rendered (an island on public pages).
 */
export function PendingToast({ title, description, variant }: ToastInput) {
  useEffect(() => {
    toast({ title, description, variant });
  }, [title, description, variant]);
  return null;
}
