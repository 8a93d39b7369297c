import { createHash, createHmac, randomUUID } from "node:crypto"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { RoundRandom } from "../../src/domain/casino/fair"
import { startServer } from "../../server/startServer"
import { dice } from "../../src/domain/casino/games/dice"
import { instantGameOf } from "../../src/domain/casino/games"
import { databasesUnderTest } from "./support/databases"
import { type CasinoPlayer, useCasinoTable } from "./support/casinoTable"
import { whileLanesAreBusy } from "./support/busyDatabase"
import { cookieHeader } from "./support/http"

/**
 * The casino's provably fair rounds on the server: a round's stake and win are one ledger transaction with the round,
 * concurrent rounds never overdraw, a round id pays once, responsible gaming refuses rounds as it refuses bets, and a
 * revealed server seed hashes to the commitment shown before play and recomputes every round played with it (checked
 * with node:crypto's HMAC, not only the game's own code). Amounts are kopecks.
 */

const BASE = "/web-api/casino"

/** The dice roll a round's stream gives, read with node:crypto: two bytes at a time, 60000 and above rejected. */
const rollByHmac = (serverSeed: string, clientSeed: string, nonce: number): number => {
  const bytes: Array<number> = []
  for (let cursor = 0; bytes.length < 64 * 32; cursor++) {
    bytes.push(...createHmac("sha256", Buffer.from(serverSeed, "hex")).update(`${clientSeed}:${nonce}:${cursor}`).digest())
    while (bytes.length >= 2) {
      const value = bytes[0]! * 256 + bytes[1]!
      bytes.splice(0, 2)
      if (value < 60_000) return value % 10_000
    }
  }
  throw new Error("no roll in 64 blocks")
}

describe.each(databasesUnderTest)("casino rounds on $label", (db) => {
  const { server, player, call, balanceOf, expectLedgerBalanced } = useCasinoTable(db, 4_701)
  const round = (who: CasinoPlayer, stake: number, choices: unknown, roundId: string = randomUUID()) =>
    call("POST", `${BASE}/rounds`, who.cookie, { roundId, gameId: "dice", stake, choices })
  const seeds = async (who: CasinoPlayer) => {
    const answer = await call("GET", `${BASE}/seeds`, who.cookie)
    expect(answer.status).toBe(200)
    return answer.body
  }


  it("answers 401 to every call without a signed-in player", async () => {
    for (const [method, path, body] of [
      ["GET", `${BASE}/seeds`, undefined],
      ["PUT", `${BASE}/seeds/client`, { clientSeed: "mine" }],
      ["POST", `${BASE}/seeds/rotate`, undefined],
      ["POST", `${BASE}/rounds`, { roundId: randomUUID(), gameId: "dice", stake: 100, choices: { target: 5000, side: "under" } }],
      ["GET", `${BASE}/rounds`, undefined],
      ["GET", `${BASE}/rounds/${randomUUID()}`, undefined]
    ] as const) {
      expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401)
    }
  })

  it("refuses a round from a foreign Origin with 403, and nothing is paid", async () => {
    const who = await player(10_000)
    for (const origin of ["https://evil.example", "null"]) {
      const answer = await call("POST", `${BASE}/rounds`, who.cookie, { roundId: randomUUID(), gameId: "dice", stake: 100, choices: { target: 5000, side: "under" } }, { origin })
      expect(answer.status, origin).toBe(403)
    }
    expect(await balanceOf(who)).toBe(10_000)
    expect((await seeds(who)).active.nextNonce).toBe(0)
  })

  it("shows a commitment before play, never the server seed, and after rotating reveals a seed that hashes to it and recomputes every round", async () => {
    const who = await player(100_000)
    const before = await seeds(who)
    expect(before.active).toMatchObject({ nextNonce: 0 })
    expect(before.active.commitment).toMatch(/^[0-9a-f]{64}$/)
    expect(before.revealed).toEqual([])

    const bets = [
      { target: 5000, side: "under" },
      { target: 2500, side: "over" },
      { target: 9000, side: "under" },
      { target: 300, side: "over" },
      { target: 4321, side: "under" }
    ] as const
    const texts: Array<string> = []
    const played: Array<any> = []
    for (const bet of bets) {
      const answer = await round(who, 1_000, bet)
      expect(answer.status, answer.text).toBe(200)
      texts.push(answer.text)
      played.push(answer.body)
    }
    played.forEach((answer, nonce) => {
      expect(answer.round.seeds).toEqual({ commitment: before.active.commitment, clientSeed: before.active.clientSeed, nonce, serverSeed: null })
    })
    // The balance after the last round: what was staked and won, kopeck for kopeck.
    const won = played.reduce((sum, answer) => sum + answer.round.win, 0)
    expect(played[played.length - 1].balance).toBe(100_000 - 5 * 1_000 + won)
    expect(await balanceOf(who)).toBe(100_000 - 5 * 1_000 + won)
    const listed = await call("GET", `${BASE}/rounds`, who.cookie)
    texts.push(listed.text, JSON.stringify(await seeds(who)))
    expect(listed.body.rounds.map((r: any) => r.seeds.serverSeed)).toEqual([null, null, null, null, null])

    const rotated = await call("POST", `${BASE}/seeds/rotate`, who.cookie)
    expect(rotated.status).toBe(200)
    expect(rotated.body.active.commitment).not.toBe(before.active.commitment)
    expect(rotated.body.active).toMatchObject({ clientSeed: before.active.clientSeed, nextNonce: 0 })
    const revealed = rotated.body.revealed[0]
    expect(revealed).toMatchObject({ commitment: before.active.commitment, clientSeed: before.active.clientSeed, rounds: 5 })
    const serverSeed: string = revealed.serverSeed
    expect(createHash("sha256").update(Buffer.from(serverSeed, "hex")).digest("hex")).toBe(before.active.commitment)
    // The secret was in no answer and no log line before it was revealed.
    for (const text of texts) expect(text).not.toContain(serverSeed)
    expect(server.logs.join("\n")).not.toContain(serverSeed)

    for (const [nonce, answer] of played.entries()) {
      const bet = bets[nonce]!
      const roll = rollByHmac(serverSeed, before.active.clientSeed, nonce)
      expect(answer.round.outcome).toEqual({ roll })
      expect(dice.draw(bet, new RoundRandom({ serverSeed, clientSeed: before.active.clientSeed, nonce }))).toEqual({ roll })
      const chance = bet.side === "under" ? bet.target : 10_000 - bet.target
      const wins = bet.side === "under" ? roll < bet.target : roll >= bet.target
      expect(answer.round.win).toBe(wins ? Math.floor((1_000 * 9_900) / chance) : 0)
      // The round read again names the revealed seed.
      const again = await call("GET", `${BASE}/rounds/${answer.round.roundId}`, who.cookie)
      expect(again.body.seeds).toEqual({ commitment: before.active.commitment, clientSeed: before.active.clientSeed, nonce, serverSeed })
      expect(again.body).toMatchObject({ stake: 1_000, win: answer.round.win, outcome: { roll }, choices: bet, gameId: "dice", currency: "RUB" })
    }
    await expectLedgerBalanced()
  })

  it("starts a new pair when the player chooses a client seed, and refuses a NUL byte or a seed too long with 400", async () => {
    const who = await player(10_000)
    const first = await seeds(who)
    expect((await round(who, 100, { target: 5000, side: "under" })).status).toBe(200)
    const chosen = await call("PUT", `${BASE}/seeds/client`, who.cookie, { clientSeed: "lucky seven" })
    expect(chosen.status).toBe(200)
    expect(chosen.body.active).toMatchObject({ clientSeed: "lucky seven", nextNonce: 0 })
    expect(chosen.body.active.commitment).not.toBe(first.active.commitment)
    expect(chosen.body.revealed[0]).toMatchObject({ commitment: first.active.commitment, clientSeed: first.active.clientSeed, rounds: 1 })
    const next = await round(who, 100, { target: 5000, side: "under" })
    expect(next.body.round.seeds).toEqual({ commitment: chosen.body.active.commitment, clientSeed: "lucky seven", nonce: 0, serverSeed: null })

    for (const clientSeed of ["nul\u0000byte", "x".repeat(65), "", "line\nbreak"]) {
      expect((await call("PUT", `${BASE}/seeds/client`, who.cookie, { clientSeed })).status, JSON.stringify(clientSeed)).toBe(400)
    }
    expect((await seeds(who)).active).toMatchObject({ clientSeed: "lucky seven", nextNonce: 1 })
  })

  it("plays every instant game of the studio: after the rotation each round recomputes from the revealed seed, and roulette takes exactly its chips' sum", async () => {
    const who = await player(1_000_000)
    const { active } = await seeds(who)
    const bets: ReadonlyArray<readonly [string, number, unknown]> = [
      ["roulette", 300, { chips: [{ bet: "red", amount: 200 }, { bet: "straight", numbers: [17], amount: 100 }] }],
      ["keno", 500, { picks: [1, 7, 13, 22, 40] }],
      ["plinko", 500, { rows: 12, risk: "medium" }],
      ["scratch", 500, {}],
      ["slot", 2_000, { lines: 20 }]
    ]
    const answers: Array<any> = []
    for (const [gameId, stake, choices] of bets) {
      const answer = await call("POST", `${BASE}/rounds`, who.cookie, { roundId: randomUUID(), gameId, stake, choices })
      expect(answer.status, answer.text).toBe(200)
      expect(answer.body.round).toMatchObject({ gameId, stake, choices })
      answers.push(answer.body)
    }
    const won = answers.reduce((sum, answer) => sum + answer.round.win, 0)
    expect(await balanceOf(who)).toBe(1_000_000 - 3_800 + won)
    const serverSeed: string = (await call("POST", `${BASE}/seeds/rotate`, who.cookie)).body.revealed[0].serverSeed
    for (const [nonce, answer] of answers.entries()) {
      const game = instantGameOf(answer.round.gameId)!
      const bet = Schema.decodeUnknownSync(game.choices)(answer.round.choices)
      const outcome = game.draw(bet, new RoundRandom({ serverSeed, clientSeed: active.clientSeed, nonce }))
      expect(Schema.encodeSync(game.outcomeSchema)(outcome)).toEqual(answer.round.outcome)
      expect(answer.round.multiple).toEqual(game.multipleOf(bet, outcome))
      expect(answer.round.win).toBe(Math.floor((answer.round.stake * answer.round.multiple.num) / answer.round.multiple.den))
    }
    // The chips carry the money: a stake other than their sum is refused, naming it, and nothing is paid.
    const before = await balanceOf(who)
    const mismatch = await call("POST", `${BASE}/rounds`, who.cookie, { roundId: randomUUID(), gameId: "roulette", stake: 100, choices: bets[0]![2] })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body).toMatchObject({ _tag: "CasinoRoundInvalid", field: "stake" })
    expect(await balanceOf(who)).toBe(before)
    await expectLedgerBalanced()
  })

  it("refuses choices the game does not take with 400 naming the field, an unknown game with 404, and pays nothing", async () => {
    const who = await player(10_000)
    const cases: ReadonlyArray<readonly [unknown, string]> = [
      [{ target: 0, side: "under" }, "choices.target"],
      [{ target: 5000.5, side: "under" }, "choices.target"],
      [{ target: 5000, side: "sideways" }, "choices.side"],
      [{ side: "under" }, "choices.target"],
      [{ target: 9900, side: "under" }, "choices"],
      ["under 50", "choices"]
    ]
    for (const [choices, field] of cases) {
      const answer = await round(who, 100, choices)
      expect(answer.status, JSON.stringify(choices)).toBe(400)
      expect(answer.body, JSON.stringify(choices)).toMatchObject({ _tag: "CasinoRoundInvalid", field })
    }
    expect((await call("POST", `${BASE}/rounds`, who.cookie, { roundId: randomUUID(), gameId: "no-such-game", stake: 100, choices: {} })).status).toBe(404)
    for (const stake of [0, -100, 1.5, 10_000_000_001]) expect((await round(who, stake, { target: 5000, side: "under" })).status, `stake ${stake}`).toBe(400)
    expect((await call("POST", `${BASE}/rounds`, who.cookie, { roundId: "short", gameId: "dice", stake: 100, choices: { target: 5000, side: "under" } })).status).toBe(400)
    expect(await balanceOf(who)).toBe(10_000)
    expect((await seeds(who)).active.nextNonce).toBe(0)
  })

  it("plays 50 concurrent rounds on one balance without overdrawing it: every round paid once, the rest refused for the balance", async () => {
    const who = await player(1_000)
    // A 1% chance on each: most rounds lose their 100, so the balance runs out.
    const answers = await Promise.all(Array.from({ length: 50 }, () => round(who, 100, { target: 100, side: "under" })))
    const played = answers.filter((a) => a.status === 200)
    const refused = answers.filter((a) => a.status !== 200)
    for (const answer of refused) expect(answer.body, answer.text).toMatchObject({ _tag: "CasinoRoundRefused", code: 61 })
    // Every round either loses its stake or wins more: the first ten always fit in 1000.
    expect(played.length).toBeGreaterThanOrEqual(10)
    const won = played.reduce((sum, a) => sum + a.body.round.win, 0)
    const balance = await balanceOf(who)
    expect(balance).toBe(1_000 - 100 * played.length + won)
    expect(balance).toBeGreaterThanOrEqual(0)
    if (refused.length > 0) expect(refused.every((a) => a.body.balance < 100)).toBe(true)
    const rows = await server.database.query("select nonce, stake, win from casino_rounds where user_id = $1 order by nonce", [who.userId])
    expect(rows.map((r) => Number(r["nonce"]))).toEqual(played.map((_, i) => i))
    expect(rows.reduce((sum, r) => sum + Number(r["win"]), 0)).toBe(won)
    expect((await seeds(who)).active.nextNonce).toBe(played.length)
    await expectLedgerBalanced()
  })

  it.runIf(db.label === "postgres")("plays one player's concurrent rounds through two server processes with every nonce used once and no overdraw", async () => {
    const other = await startServer({ database: server.database.options, log: () => {} })
    try {
      const who = await player(2_000)
      const urls = [server.url, other.url]
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          fetch(`${urls[i % 2]}${BASE}/rounds`, {
            method: "POST",
            headers: { "content-type": "application/json", ...cookieHeader(who.cookie) },
            body: JSON.stringify({ roundId: randomUUID(), gameId: "dice", stake: 100, choices: { target: 100, side: "under" } })
          }).then(async (response) => ({ status: response.status, body: (await response.json()) as any }))
        )
      )
      const played = answers.filter((a) => a.status === 200)
      for (const answer of answers.filter((a) => a.status !== 200)) expect(answer.body).toMatchObject({ code: 61 })
      expect(played.length).toBeGreaterThanOrEqual(20)
      // Each answer names the nonce its outcome was drawn with, and the database recorded that one.
      expect(played.map((a) => a.body.round.seeds.nonce).sort((x, y) => x - y)).toEqual(played.map((_, i) => i))
      const won = played.reduce((sum, a) => sum + a.body.round.win, 0)
      expect(await balanceOf(who)).toBe(2_000 - 100 * played.length + won)
      const rows = await server.database.query("select nonce, outcome from casino_rounds where user_id = $1 order by nonce", [who.userId])
      const byNonce = new Map(played.map((a) => [a.body.round.seeds.nonce, a.body.round.outcome]))
      expect(rows.map((r) => r["outcome"])).toEqual(rows.map((r) => byNonce.get(Number(r["nonce"]))))
      await expectLedgerBalanced()
    } finally {
      await other.close()
    }
  })

  it("plays many players' rounds at once, each paid once on its own nonce; a refused player's rounds refuse only theirs", async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => player(50_000)))
    const broke = await player(50)
    const excluded = await player(50_000)
    await server.database.query(
      "insert into player_exclusions (user_id, limit_type, started_at, ends_at) values ($1, 30, now() - interval '1 minute', now() + interval '7 days')",
      [excluded.userId]
    )
    const everyone = [...players, broke, excluded]
    const answers = await Promise.all(
      everyone.flatMap((who) => Array.from({ length: 5 }, () => round(who, 100, { target: 5000, side: "over" }).then((answer) => ({ who, answer }))))
    )
    for (const { who, answer } of answers) {
      if (who === broke) expect(answer.body, answer.text).toMatchObject({ _tag: "CasinoRoundRefused", code: 61 })
      else if (who === excluded) expect(answer.body, answer.text).toMatchObject({ _tag: "ResponsibleGamingRefused", code: 43 })
      else expect(answer.status, answer.text).toBe(200)
    }
    for (const who of players) {
      const mine = answers.filter((a) => a.who === who).map((a) => a.answer.body.round)
      expect(mine.map((r) => r.seeds.nonce).sort((x: number, y: number) => x - y)).toEqual([0, 1, 2, 3, 4])
      expect(await balanceOf(who)).toBe(50_000 - 5 * 100 + mine.reduce((sum, r) => sum + r.win, 0))
    }
    expect(await balanceOf(broke)).toBe(50)
    expect(await balanceOf(excluded)).toBe(50_000)
    expect(await server.database.query("select count(*)::int as n from casino_rounds where user_id = any($1::bigint[])", [everyone.map((who) => who.userId)])).toEqual([{ n: 60 }])
    await expectLedgerBalanced()
  })

  it.runIf(db.label === "postgres")("commits the rounds that arrive while the database is busy together, in fewer transactions, each answered its own", async () => {
    const holders = await Promise.all(Array.from({ length: 4 }, () => player(10_000)))
    const waiting = await Promise.all(Array.from({ length: 10 }, () => player(10_000)))
    // Each holder has played before: their seeds are made, so their next round goes straight to a lane.
    for (const who of holders) expect((await round(who, 100, { target: 5000, side: "over" })).status).toBe(200)
    const { meanwhile, held } = await whileLanesAreBusy(
      server.database.options,
      holders.map((who) => who.userId),
      (userId) => round(holders.find((who) => who.userId === userId)!, 100, { target: 5000, side: "over" }),
      () => Promise.all(waiting.map((who) => round(who, 200, { target: 5000, side: "under" })))
    )
    for (const answer of [...held, ...meanwhile] as ReadonlyArray<{ status: number; text: string }>) expect(answer.status, answer.text).toBe(200)
    for (const [i, who] of waiting.entries()) {
      expect(meanwhile[i]!.body.round.seeds.nonce).toBe(0)
      expect(await balanceOf(who)).toBe(10_000 - 200 + meanwhile[i]!.body.round.win)
    }
    // Rows written by one transaction share its id (xmin): the ten waiting rounds went in fewer than ten.
    const [written] = await server.database.query(
      "select count(*)::int as rounds, count(distinct xmin::text)::int as transactions from casino_rounds where user_id = any($1::bigint[])",
      [waiting.map((who) => who.userId)]
    )
    expect(written!["rounds"]).toBe(10)
    expect(Number(written!["transactions"])).toBeLessThan(10)
    await expectLedgerBalanced()
  })

  it("pays a repeated round id once, also two at once, and refuses the id for another round", async () => {
    const who = await player(10_000)
    const id = randomUUID()
    const first = await round(who, 500, { target: 5000, side: "over" }, id)
    expect(first.status).toBe(200)
    const again = await round(who, 500, { target: 5000, side: "over" }, id)
    expect(again.status).toBe(200)
    expect(again.body.round).toEqual(first.body.round)
    expect(again.body.balance).toBe(first.body.balance)

    const twin = randomUUID()
    const [a, b] = await Promise.all([round(who, 300, { target: 7000, side: "under" }, twin), round(who, 300, { target: 7000, side: "under" }, twin)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.body.round).toEqual(b.body.round)
    expect(await balanceOf(who)).toBe(10_000 - 500 + first.body.round.win - 300 + a.body.round.win)
    const rows = await server.database.query("select round_id from casino_rounds where user_id = $1 order by id", [who.userId])
    expect(rows.map((r) => r["round_id"])).toEqual([id, twin])
    expect(await server.database.query("select idempotency_key from ledger_transactions where kind = 'casino_round' and idempotency_key like $1", [`casino:${who.userId}:%`])).toHaveLength(2)

    const reused = await round(who, 400, { target: 5000, side: "over" }, id)
    expect(reused.status).toBe(409)
    expect(reused.body).toMatchObject({ _tag: "CasinoRoundRefused", code: 62 })
    expect((await seeds(who)).active.nextNonce).toBe(2)
    await expectLedgerBalanced()
  })

  it("refuses the rounds of a self-excluded or timed-out player with the typed refusal, and uses no nonce", async () => {
    for (const [limitType, code] of [
      [30, 43],
      [33, 44]
    ] as const) {
      const who = await player(10_000)
      await server.database.query(
        "insert into player_exclusions (user_id, limit_type, started_at, ends_at) values ($1, $2, now() - interval '1 minute', now() + interval '7 days')",
        [who.userId, limitType]
      )
      const answer = await round(who, 100, { target: 5000, side: "under" })
      expect(answer.status).toBe(403)
      expect(answer.body).toMatchObject({ _tag: "ResponsibleGamingRefused", code, limitType })
      expect(await balanceOf(who)).toBe(10_000)
      expect((await seeds(who)).active.nextNonce).toBe(0)
    }
  })

  it("refuses the round that would take the player's losses past their loss limit, and counts casino stakes against it", async () => {
    const who = await player(100_000)
    await server.database.query("insert into player_limits (user_id, limit_type, value, currency, since) values ($1, 10, 250, 'RUB', now() - interval '1 day')", [
      who.userId
    ])
    let lost = 0
    let refusals = 0
    // A 0.01% chance: the rounds lose, 100 at a time, until the next stake could cross the limit.
    for (const stake of [100, 100, 100, 50, 1]) {
      const answer = await round(who, stake, { target: 1, side: "under" })
      if (stake > 250 - lost) {
        expect(answer.status, `stake ${stake} after ${lost} lost`).toBe(403)
        expect(answer.body).toMatchObject({ _tag: "ResponsibleGamingRefused", code: 41, limitType: 10, remaining: Math.max(0, 250 - lost) })
        refusals++
      } else {
        expect(answer.status, `stake ${stake} after ${lost} lost`).toBe(200)
        lost += stake - answer.body.round.win
      }
    }
    expect(refusals).toBeGreaterThanOrEqual(1)
    const rows = await server.database.query("select coalesce(sum(stake - win), 0)::int as lost from casino_rounds where user_id = $1", [who.userId])
    expect(rows[0]!["lost"]).toBe(lost)
  })

  it("keeps a player's rounds and seeds from every other player", async () => {
    const alice = await player(10_000)
    const bob = await player(10_000)
    const played = await round(alice, 100, { target: 5000, side: "under" })
    expect(played.status).toBe(200)
    expect((await call("GET", `${BASE}/rounds/${played.body.round.roundId}`, bob.cookie)).status).toBe(404)
    expect((await call("GET", `${BASE}/rounds/${played.body.round.roundId}`, alice.cookie)).status).toBe(200)
    expect((await call("GET", `${BASE}/rounds`, bob.cookie)).body).toEqual({ rounds: [], next: null })
    expect((await seeds(bob)).active.commitment).not.toBe((await seeds(alice)).active.commitment)
    // Bob's round with Alice's round id is Bob's own round: it does not answer hers.
    const mine = await round(bob, 100, { target: 5000, side: "under" }, played.body.round.roundId)
    expect(mine.status).toBe(200)
    expect(mine.body.round.seeds.commitment).toBe((await seeds(bob)).active.commitment)
    expect(await balanceOf(alice)).toBe(10_000 - 100 + played.body.round.win)
  })

  it("pages the player's rounds newest first", async () => {
    const who = await player(100_000)
    const ids: Array<string> = []
    for (let i = 0; i < 5; i++) {
      const answer = await round(who, 100, { target: 5000, side: "under" })
      ids.push(answer.body.round.roundId)
    }
    const first = await call("GET", `${BASE}/rounds?limit=2`, who.cookie)
    expect(first.body.rounds.map((r: any) => r.roundId)).toEqual([ids[4], ids[3]])
    const second = await call("GET", `${BASE}/rounds?limit=2&before=${first.body.next}`, who.cookie)
    expect(second.body.rounds.map((r: any) => r.roundId)).toEqual([ids[2], ids[1]])
    const third = await call("GET", `${BASE}/rounds?limit=2&before=${second.body.next}`, who.cookie)
    expect(third.body.rounds.map((r: any) => r.roundId)).toEqual([ids[0]])
    expect(third.body.next).toBeNull()
    expect((await call("GET", `${BASE}/rounds?limit=0`, who.cookie)).status).toBe(400)
    expect((await call("GET", `${BASE}/rounds?limit=101`, who.cookie)).status).toBe(400)
    for (const before of ["1e308", "9007199254740993", "0", "-1", "x"]) expect((await call("GET", `${BASE}/rounds?before=${before}`, who.cookie)).status, before).toBe(400)
  })
})
