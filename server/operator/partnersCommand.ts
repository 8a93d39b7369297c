import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect, Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import type { PartnersReport } from "../../src/domain/api/partners"

/**
 * The operator tool's `partners` command: `partners report` shows, per referrer (account number), the friends they
 * brought, how many made a first deposit and the rewards paid, per currency; and per partner mark attributed at
 * registration (reflinkid, ref_partner_id, bf_id) the registrations and first deposits.
 */

export const PARTNERS_USAGE = `       npm run operator -- partners report`

/** The operator's input is not a partners command: nothing was sent. */
export class PartnersInputRefused extends Error {}

/** The report as the tool prints it: two plain tables. */
export const partnersReportText = (report: PartnersReport): string => {
  const referrers =
    report.referrers.length === 0
      ? ["no referred players"]
      : report.referrers.map((r) => `${r.account}  referred ${r.referred}  deposited ${r.deposited}  rewards ${r.rewards}${r.currency === null ? "" : ` ${r.currency}`}`)
  const marks =
    report.marks.length === 0 ? ["no partner marks"] : report.marks.map((m) => `${m.kind}=${m.mark}  registrations ${m.registrations}  first deposits ${m.firstDeposits}`)
  return ["referrers (account, per currency of the first deposits):", ...referrers, "", "partner marks:", ...marks].join("\n")
}

export const partnersCommand = (args: ReadonlyArray<string>, url: string, token: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const [action, ...rest] = args
    if (action !== "report" || rest.length > 0) return yield* Effect.fail(new PartnersInputRefused(`partners takes report, not ${JSON.stringify(args.join(" "))}`))
    const client = yield* HttpApiClient.make(OddsfoldApi, {
      baseUrl: url,
      transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader(OPERATOR_TOKEN_HEADER, Redacted.value(token)))
    })
    return partnersReportText(yield* client.operatorPartners.report())
  }).pipe(Effect.provide(FetchHttpClient.layer))
