import type { CSSProperties } from "react"
import "./skeleton.css"

/**
 * Placeholders for what a page is waiting for, each the size of what will replace it so nothing moves when it comes
 * (CLS 0). A soft shimmer passes over them, still for players who ask for reduced motion. Hidden from assistive
 * technology: the region that waits says so itself (aria-busy).
 */

type Size = number | string

const px = (size: Size | undefined): string | undefined => (typeof size === "number" ? `${size}px` : size)

/** One block of a fixed size (a logo, a price button, a chart). */
export const SkeletonBlock = ({ width, height, radius, className }: { readonly width?: Size; readonly height: Size; readonly radius?: Size; readonly className?: string }) => {
  const style: CSSProperties = { width: px(width) ?? "100%", height: px(height), borderRadius: px(radius) }
  return <span className={className === undefined ? "skeleton" : `skeleton ${className}`} style={style} aria-hidden="true" />
}

/** A line of text: its height is the line's, its width a share of the column (so lines of a paragraph differ). */
export const SkeletonLine = ({ width = "100%", className }: { readonly width?: Size; readonly className?: string }) => (
  <span className={className === undefined ? "skeleton skeleton--line" : `skeleton skeleton--line ${className}`} style={{ width: px(width) }} aria-hidden="true" />
)

/**
 * `count` rows of `height` each (a rule under each, inside it), as a list of rows will stand: a row is two lines of
 * text and `blocks` blocks on the end (a game's prices). `framed` puts them in the list's frame (surface, border,
 * rounded corners). `label` is what a screen reader hears: the page is loading.
 */
export const SkeletonRows = ({
  count,
  height,
  blocks = 0,
  framed = false,
  className,
  label
}: {
  readonly count: number
  readonly height: number
  readonly blocks?: number
  readonly framed?: boolean
  readonly className?: string
  readonly label: string
}) => (
  <div className={["skeleton-rows", framed ? "skeleton-rows--framed" : null, className ?? null].filter((part) => part !== null).join(" ")} role="status" aria-label={label} data-testid="skeleton">
    {Array.from({ length: count }, (_, row) => (
      <div key={row} className="skeleton-row" style={{ height: `${height}px` }} aria-hidden="true">
        <span className="skeleton-row__text">
          <SkeletonLine width={`${70 - ((row * 17) % 30)}%`} />
          <SkeletonLine width={`${45 - ((row * 11) % 20)}%`} />
        </span>
        {Array.from({ length: blocks }, (_, block) => (
          <SkeletonBlock key={block} width={72} height={32} radius={6} />
        ))}
      </div>
    ))}
  </div>
)
