import fc from "fast-check"

/**
 * Every fast-check property of a run draws from one seed when FC_SEED is set (`npm test` sets it from the commit, so
 * CI runs the same cases for the same commit, and `FC_SEED=<n> npx vitest run <file>` reruns them). A counterexample a
 * run finds is kept in its property's `examples`, so it is tried first by every later run, whatever the seed.
 */
const given = process.env["FC_SEED"]
if (given !== undefined && given !== "") {
  const seed = Number(given)
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, not ${given}`)
  fc.configureGlobal({ seed })
}
