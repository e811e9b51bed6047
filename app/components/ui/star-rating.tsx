import type { CSSProperties } from "react";

/**
 * A rating as a row of stars (see .star-rating in app.css). Announced as
 * `label` when given, otherwise hidden from assistive technologies.
 */
export function StarRating({
  stars,
  size = "1rem",
  label,
}: {
  stars: number;
  size?: string;
  label?: string;
}) {
  const style = { "--stars": stars, "--star-size": size } as CSSProperties;
  const accessibility = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return <span className="star-rating" style={style} {...accessibility} />;
}
