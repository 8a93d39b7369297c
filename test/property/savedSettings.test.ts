import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type PlayerArrival, takesSavedSettings } from "../../src/domain/settings/savedSettings"

/**
 * When a browser takes the settings a player saved on the server (src/domain/settings/savedSettings.ts), checked
 * against a model of one browser over many visits: it keeps one settings value and the player it was written for;
 * a player changes it here without saving it on the server, or saves it there.
 */

describe("saved settings, by hand", () => {
  it("a sign-in always takes them; a session found takes them only where the browser kept someone else's", () => {
    expect(takesSavedSettings("signedIn", 5, 5)).toBe(true)
    expect(takesSavedSettings("signedIn", null, 5)).toBe(true)
    expect(takesSavedSettings("sessionFound", null, 5)).toBe(true)
    expect(takesSavedSettings("sessionFound", 9, 5)).toBe(true)
    expect(takesSavedSettings("sessionFound", 5, 5)).toBe(false)
  })
})

type Step =
  | { readonly kind: "visit"; readonly arrival: PlayerArrival; readonly player: number }
  | { readonly kind: "changeHere"; readonly value: number }
  | { readonly kind: "saveOnServer"; readonly value: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("visit" as const), arrival: fc.constantFrom<PlayerArrival>("signedIn", "sessionFound"), player: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant("changeHere" as const), value: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ kind: fc.constant("saveOnServer" as const), value: fc.integer({ min: 0, max: 5 }) })
)

describe("saved settings over many visits of one browser", () => {
  it("a player always finds either what they saved or what they changed on this very browser since", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const saved = new Map<number, number>()
        let shown = 0
        let owner: number | null = null
        let player: number | null = null
        /** Whether what this browser shows was last set here by the current player (not taken from the server). */
        let changedHere = false
        for (const s of steps) {
          if (s.kind === "visit") {
            const arrivedOnOwnBrowser = s.arrival === "sessionFound" && owner === s.player
            if (takesSavedSettings(s.arrival, owner, s.player) && saved.has(s.player)) {
              shown = saved.get(s.player)!
              changedHere = false
            }
            // Another's browser, or a sign-in: the player sees their saved value if they saved one.
            if (!arrivedOnOwnBrowser && saved.has(s.player)) expect(shown).toBe(saved.get(s.player))
            // Their own browser: a change made here and not saved is still there.
            if (arrivedOnOwnBrowser && changedHere) expect(takesSavedSettings(s.arrival, owner, s.player)).toBe(false)
            player = s.player
            // The stored record is written for the player signed in.
            if (owner !== s.player) changedHere = false
            owner = s.player
          } else if (player !== null) {
            shown = s.value
            if (s.kind === "saveOnServer") saved.set(player, s.value)
            changedHere = s.kind === "changeHere"
          }
        }
      })
    )
  })
})
