import { type FormEvent, type ReactNode, type RefObject, useEffect, useId } from "react"

export interface DialogProps {
  /** The heading that names the dialog (aria-labelledby). */
  readonly title: ReactNode
  /** The sentence that says what it is about (aria-describedby), right under the heading. */
  readonly description: ReactNode
  /** Escape, the close button and a click beside the dialog (where they are offered) all close it through this. */
  readonly onClose: () => void
  /** Classes of the panel besides `modal`. */
  readonly className?: string
  /** `alertdialog` for a dialog that tells of something that happened (the player was logged off). */
  readonly role?: "dialog" | "alertdialog"
  /** A close button (×) beside the heading, with this accessible name. */
  readonly closeLabel?: string
  /** A click on the backdrop beside the dialog closes it. */
  readonly closeOnBackdrop?: boolean
  /** What takes the focus when the dialog opens: its main action or its first field. */
  readonly initialFocus?: RefObject<HTMLElement | null>
  /** The panel is a form (its fields and a submit button inside), submitted through this. */
  readonly onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  readonly testId?: string
  readonly children?: ReactNode
}

/**
 * The shell of every modal dialog: the backdrop, the panel with role dialog, aria-modal and its heading and
 * description as name and description, Escape to close, and the focus on the dialog's main control when it opens. A
 * dialog is shown by rendering it and hidden by not rendering it.
 */
export const Dialog = ({ children, className, closeLabel, closeOnBackdrop = false, description, initialFocus, onClose, onSubmit, role = "dialog", testId, title }: DialogProps) => {
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    initialFocus?.current?.focus()
  }, [initialFocus])

  const panel = {
    className: className === undefined ? "modal" : `modal ${className}`,
    role,
    "aria-modal": true,
    "aria-labelledby": titleId,
    "aria-describedby": descriptionId,
    "data-testid": testId,
    onKeyDown: (event: { readonly key: string }) => {
      if (event.key === "Escape") onClose()
    }
  }
  const heading = <h2 id={titleId}>{title}</h2>
  const content = (
    <>
      {closeLabel === undefined ? (
        heading
      ) : (
        <div className="modal__head">
          {heading}
          <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
      )}
      <p id={descriptionId}>{description}</p>
      {children}
    </>
  )
  return (
    <div className="modal-backdrop" onMouseDown={closeOnBackdrop ? (event) => event.target === event.currentTarget && onClose() : undefined}>
      {onSubmit === undefined ? (
        <div {...panel}>{content}</div>
      ) : (
        <form {...panel} onSubmit={onSubmit}>
          {content}
        </form>
      )}
    </div>
  )
}
