import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from "react";
import { joinClasses } from "~/lib/join-classes";

/** The pieces of a button's classes, in the order they are joined (a later class wins). */
export const buttonStyles = {
  base: [
    "inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-600",
    "disabled:pointer-events-none disabled:opacity-50",
  ],
  variants: {
    primary: "bg-sage-700 text-white hover:bg-sage-800 shadow-sm",
    secondary: "bg-white text-sage-800 ring-1 ring-inset ring-sage-300 hover:bg-sage-50",
    ghost: "text-sage-800 hover:bg-sage-50",
    destructive: "bg-red-700 text-white hover:bg-red-800",
    link: "text-sage-700 underline underline-offset-4 hover:text-sage-900 px-0",
  },
  // A least height, not a fixed one: a label wrapping on a phone stays inside its button.
  sizes: {
    sm: "min-h-9 px-3 py-1.5 text-sm",
    md: "min-h-11 px-5 py-2 text-base",
    lg: "min-h-13 px-7 py-2 text-lg",
    icon: "h-11 w-11",
  },
} as const;

export type ButtonVariant = keyof typeof buttonStyles.variants;
export type ButtonSize = keyof typeof buttonStyles.sizes;

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
}

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md") {
  return joinClasses(buttonStyles.base, buttonStyles.variants[variant], buttonStyles.sizes[size]);
}

export function Button({ variant, size, asChild, className, children, ...props }: ButtonProps) {
  const classes = joinClasses(buttonClasses(variant, size), className);
  // The admin's links that look like buttons: the child's own props win, classes are joined.
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const child: ReactElement<{ className?: string }> = children;
    return cloneElement(child, {
      ...props,
      ...child.props,
      className: joinClasses(classes, child.props.className),
    });
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  );
}
