import { useSignals } from "@preact/signals-react/runtime"
import { isFeatureOn } from "../../../domain/config/siteConfig"
import { useStore } from "../../AppContext"

const FLAKES = 36

/**
 * Decorative snow over the home page when config feature `snowfall` is on. Pure CSS animation: no timers,
 * no randomness (each flake's place, size and pace come from its index), nothing for a screen reader, and
 * nothing at all for visitors who ask for reduced motion (styles/effects.css).
 */
export const Snowfall = () => {
  useSignals()
  const config = useStore().siteConfig.value.config
  if (config === null || !isFeatureOn(config, "snowfall")) return null
  return (
    <div className="snowfall" aria-hidden="true">
      {Array.from({ length: FLAKES }, (_, i) => (
        <span
          key={i}
          className="snowfall__flake"
          style={{
            left: `${(i * 37) % 100}%`,
            width: `${4 + (i % 4) * 2}px`,
            height: `${4 + (i % 4) * 2}px`,
            animationDuration: `${9 + ((i * 7) % 9)}s`,
            animationDelay: `-${(i * 13) % 17}s`
          }}
        />
      ))}
    </div>
  )
}
