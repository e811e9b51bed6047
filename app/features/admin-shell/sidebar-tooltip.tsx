import * as Tooltip from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";

/** Tooltip delays: 0 in the sidebar, 700 ms elsewhere, 300 ms skip delay. */
export const TOOLTIP_DELAY_MS = 700;
const SIDEBAR_TOOLTIP_DELAY_MS = 0;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** The label of an icon-only sidebar item, shown at once (delay 0). */
export function SidebarTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip.Root delayDuration={SIDEBAR_TOOLTIP_DELAY_MS}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <TooltipBubble side="right">{label}</TooltipBubble>
    </Tooltip.Root>
  );
}

export function TooltipBubble({
  side,
  children,
}: {
  side: "right" | "bottom";
  children: ReactNode;
}) {
  return (
    <Tooltip.Portal>
      <Tooltip.Content
        side={side}
        sideOffset={8}
        className="z-50 rounded-md bg-ink px-3 py-1.5 text-sm text-white shadow-md"
      >
        {children}
      </Tooltip.Content>
    </Tooltip.Portal>
  );
}
