import { Button, type ButtonProps } from "~/components/ui/button";

/**
 * The admin's small secondary button that submits the form around it with
 * `intent=<its intent>`, the value a route's action switches on.
 */
export function IntentButton({
  intent,
  ...props
}: { intent: string } & Omit<ButtonProps, "type" | "name" | "value" | "variant" | "size">) {
  return (
    <Button type="submit" name="intent" value={intent} variant="secondary" size="sm" {...props} />
  );
}
