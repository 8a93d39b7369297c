import type { ReactNode } from "react"
import "./field.css"

/**
 * A form field: its label above the control put inside it (an input, select or textarea with the `field__input`
 * class), the label wrapping the control so a click on its words focuses it. Styled from the design tokens.
 */
export const Field = ({ label, className, children }: { readonly label: ReactNode; readonly className?: string; readonly children: ReactNode }) => (
  <label className={className === undefined ? "field" : `field ${className}`}>
    <span className="field__label">{label}</span>
    {children}
  </label>
)

/**
 * Why a field's value was refused, announced as it appears; `id` is what the control's aria-describedby names. A span
 * (shown as a block), so that it may sit inside the field's label.
 */
export const FieldError = ({ id, children }: { readonly id?: string; readonly children: ReactNode }) => (
  <span id={id} className="field__error" role="alert">
    {children}
  </span>
)
