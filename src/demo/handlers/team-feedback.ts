import { msg } from '@lingui/core/macro'
import { http } from 'msw'
import { API, type DemoContext, list, problem } from '@/demo/handlers/http'
import { findOr404, requireEventUser } from '@/demo/handlers/request'
import { rubricOf, scaleOf } from '@/demo/handlers/judging'
import { weightedTotal } from '@/features/scoring/fairness'
import { translate } from '@/i18n'

/** What a team learns from the judges once a phase's results are published (docs/api.md "Feedback to teams"). */
export function teamFeedbackHandlers(ctx: DemoContext) {
  const db = () => ctx.store.db

  return [
    /**
     * What a team learns from the judges once the committee publishes a phase's results: the mean
     * score per criterion and, when the committee shares them, the comments — never the judges' names.
     */
    http.get(`${API}/proposal/:id/judging-feedback`, async ({ request, params }) => {
      const user = await requireEventUser(ctx, request)
      const data = db()
      const proposal = findOr404(data.proposals, params.id, msg`No proposal has this id.`)
      const team = data.teams.find((t) => t.id === proposal.teamId)
      if (user.roleName !== 'Commitee' && !team?.memberIds.includes(user.id))
        return problem(
          403,
          null,
          translate(msg`Only the team and the committee can read the judges’ feedback.`),
        )
      // One publication per phase counts (the latest, should there ever be two).
      const published = ([1, 2, 3] as const).flatMap((phase) => {
        const found = (data.resultPublications ?? [])
          .filter((p) => p.year === proposal.year && p.phase === phase)
          .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
        return found.length ? [found[0]!] : []
      })
      return list(
        published.flatMap((publication) => {
          const sheets = data.juryDetails
            .filter(
              (jd) =>
                jd.proposalId === proposal.id &&
                jd.year === proposal.year &&
                jd.phase === publication.phase &&
                jd.status === 'Submitted',
            )
            // A stable order that is not the judges': comments are sorted by their text below.
            .sort((a, b) => a.id.localeCompare(b.id))
          if (sheets.length === 0) return []
          const rubric = rubricOf(data, publication.phase, proposal.year)
          const scale = scaleOf(rubric)
          const totals = sheets
            .map((jd) => weightedTotal(jd.scores, rubric))
            .filter((t): t is number => t !== null)
          const texts = (values: string[]) =>
            publication.shareComments
              ? values
                  .map((v) => v.trim())
                  .filter(Boolean)
                  .sort((a, b) => a.localeCompare(b))
              : []
          return [
            {
              phase: publication.phase,
              publishedAt: publication.publishedAt,
              shareComments: publication.shareComments,
              judges: sheets.length,
              scaleMin: scale.min,
              scaleMax: scale.max,
              total: totals.length ? totals.reduce((a, b) => a + b, 0) / totals.length : null,
              criteria: rubric.map((c) => {
                const scores = sheets
                  .map((jd) => jd.scores.find((x) => x.criterionId === c.id)?.score)
                  .filter((x): x is number => typeof x === 'number')
                return {
                  criterionId: c.id,
                  name: c.name,
                  weight: c.weight,
                  mean: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null,
                  comments: texts(
                    sheets.map(
                      (jd) => jd.scores.find((x) => x.criterionId === c.id)?.comment ?? '',
                    ),
                  ),
                }
              }),
              overallComments: texts(sheets.map((jd) => jd.overallComment)),
            },
          ]
        }),
      )
    }),
  ]
}
