import type { ReactNode } from "react"
import "./badge.css"

/** A short mark beside a title ("New answer", "folded by"), in the accent colour. */
export const Badge = ({ children }: { readonly children: ReactNode }) => <span className="kit-badge">{children}</span>
