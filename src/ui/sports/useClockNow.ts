import { useEffect, useState } from "react"

/** The time now, again every second while `running`: a live game's clock goes on between polls. */
export const useClockNow = (running: boolean): number => {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [running])
  return now
}
