import type { ButtonHTMLAttributes } from "react"
import "./button.css"

/**
 * The site's buttons: primary (the one action a view is for), secondary (the other actions), ghost (a quiet action
 * such as Clear or Max) and icon (a small round button around a glyph, such as ×). Styled from the design tokens.
 */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "icon"

/** The classes of a button of `variant`, for a link that looks like one. */
export const buttonClass = (variant: ButtonVariant, className?: string): string => `btn btn--${variant}${className === undefined ? "" : ` ${className}`}`

export const Button = ({ variant = "secondary", className, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { readonly variant?: ButtonVariant }) => (
  <button type={type} className={buttonClass(variant, className)} {...props} />
)
