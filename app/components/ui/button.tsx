import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-sage-700 text-white hover:bg-sage-800 shadow-sm",
  secondary: "bg-white text-sage-800 ring-1 ring-inset ring-sage-300 hover:bg-sage-50",
  ghost: "text-sage-800 hover:bg-sage-50",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  link: "text-sage-700 underline underline-offset-4 hover:text-sage-900 px-0",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-base",
  lg: "h-13 px-7 text-lg",
  icon: "h-11 w-11",
} as const;

export type ButtonVariant = keyof typeof variants;

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
}

export function buttonClasses(variant: ButtonVariant = "primary", size: keyof typeof sizes = "md") {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-600",
    "disabled:pointer-events-none disabled:opacity-50",
    variants[variant],
    sizes[size],
  );
}

export function Button({ variant, size, asChild, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={cn(buttonClasses(variant, size), className)} {...props} />;
}
