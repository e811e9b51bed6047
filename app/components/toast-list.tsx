import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "~/components/icons";
import { joinClasses } from "~/lib/join-classes";
import { dismissToast, useToasts } from "~/lib/toast";

const variantClasses = {
  default: "bg-white text-ink ring-stone-200",
  success: "bg-sage-50 text-sage-900 ring-sage-300",
  destructive: "bg-red-700 text-white ring-red-800",
} as const;

/** Renders the toast store (Radix: F8 focuses the region, swipe right to close at 50 px). */
export function ToastList() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      swipeDirection="right"
      swipeThreshold={50}
      duration={5000}
      label="Notification"
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={joinClasses(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl p-4 pr-10 shadow-lg ring-1",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0",
            variantClasses[item.variant ?? "default"],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Fermer la notification"
            className="absolute top-3 right-3 rounded-full p-1 opacity-80 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
