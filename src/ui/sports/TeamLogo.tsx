/** A team's badge: its initials on a colour drawn from its name, so the same team always wears the same badge. */
const hueOf = (name: string): number => {
  let hash = 0
  for (let i = 0; i < name.length; i++) hash = (Math.imul(hash, 31) + name.charCodeAt(i)) >>> 0
  return hash % 360
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter((word) => word !== "")
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("")

export const TeamLogo = ({ name }: { readonly name: string }) => (
  <span className="team-logo" style={{ backgroundColor: `hsl(${hueOf(name)} 55% 38%)` }} aria-hidden="true">
    {initialsOf(name)}
  </span>
)
