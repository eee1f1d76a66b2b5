// The house button (docs/product/platform.md §5 button styles): white, blue, blue outlined, red;
// small or regular; full width; and a pending state that keeps the button in place, disabled,
// with `aria-busy` (and an optional label such as "로그인 중…") while its work runs.
import type { ButtonHTMLAttributes, ReactNode } from "react";

export type ButtonVariant = "white" | "blue" | "blue-outline" | "red";

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  white: "btn",
  blue: "btn btn-blue",
  "blue-outline": "btn btn-blue-outline",
  red: "btn btn-red",
};

export function buttonClass(variant: ButtonVariant = "white", options: { size?: "sm" | "md"; block?: boolean } = {}): string {
  return [VARIANT_CLASS[variant], options.size === "sm" ? "btn-sm" : null, options.block ? "btn-block" : null].filter(Boolean).join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: "sm" | "md";
  block?: boolean;
  /** Its work is under way: disabled and busy. */
  pending?: boolean;
  /** Shown instead of the children while pending. */
  pendingLabel?: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  pending = false,
  pendingLabel,
  className,
  disabled,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  const classes = [buttonClass(variant, { size, block }), className].filter(Boolean).join(" ");
  return (
    <button type={type} className={classes} disabled={disabled || pending} aria-busy={pending || undefined} {...rest}>
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
