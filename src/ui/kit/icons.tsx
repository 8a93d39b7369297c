/** Small inline icons: decorative (aria-hidden); the control that holds one carries the accessible name. */
interface IconProps {
  readonly size?: number
}

const svgProps = (size: number) =>
  ({
    width: size,
    height: size,
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    "aria-hidden": true,
    focusable: false
  }) as const

/** The brand mark: a folded ticket. */
export const BrandMark = ({ size = 28 }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect x="2" y="2" width="28" height="28" rx="8" fill="var(--brand)" />
    <path d="M9 10h9l5 5v7H9z" fill="var(--brand-contrast)" />
    <path d="M18 10v5h5" fill="none" stroke="var(--brand)" strokeWidth="1.8" strokeLinejoin="round" />
    <path d="M12 18.5h7" stroke="var(--brand)" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
)

export const SunIcon = ({ size = 18 }: IconProps) => (
  <svg {...svgProps(size)}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
)

export const MoonIcon = ({ size = 18 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </svg>
)

export const GlobeIcon = ({ size = 18 }: IconProps) => (
  <svg {...svgProps(size)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </svg>
)

export const ChatIcon = ({ size = 20 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
  </svg>
)

export const ArrowUpIcon = ({ size = 20 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
)

export const ShieldIcon = ({ size = 22 }: IconProps) => (
  <svg {...svgProps(size)}>
    <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </svg>
)

/** The hide-balance switch's eye icons (decorative: the button carries the label). */
export const EyeIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
)

export const EyeOffIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M17.9 17.9A10.4 10.4 0 0 1 12 19c-7 0-11-7-11-7a19 19 0 0 1 5.1-5.9M9.9 5.2A9.7 9.7 0 0 1 12 5c7 0 11 7 11 7a19 19 0 0 1-2.2 3.2" />
    <path d="M1 1l22 22" />
  </svg>
)
