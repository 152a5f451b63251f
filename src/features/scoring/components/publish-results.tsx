import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Form from 'react-bootstrap/Form'
import { useConfirm } from '@/components/feedback/confirm'
import { useToast } from '@/components/feedback/toasts'
import { scoringQueries, usePublishResults } from '@/features/scoring/api'
import type { Phase } from '@/features/scoring/schemas'
import { formatDateTime } from '@/lib/dates'
import { BusyButton } from '@/components/forms/busy-button'
import { publishChoiceVerdict, publishedAtOf, publishOrderVerdict } from '@/domain/award'

// What a publication shows, and what each team reads: one sentence per phase and choice, so the
// Indonesian can order it as it needs.
const WHAT_IT_SHOWS: Record<
  Phase,
  { withComments: MessageDescriptor; without: MessageDescriptor }
> = {
  1: {
    withComments: msg`The semi-finalists appear in the gallery and may be people’s-choice candidates, and each team reads its score per criterion and the judges’ comments (without their names).`,
    without: msg`The semi-finalists appear in the gallery and may be people’s-choice candidates, and each team reads its score per criterion.`,
  },
  2: {
    withComments: msg`The finalists appear in the gallery and may be people’s-choice candidates, and each team reads its score per criterion and the judges’ comments (without their names).`,
    without: msg`The finalists appear in the gallery and may be people’s-choice candidates, and each team reads its score per criterion.`,
  },
  3: {
    withComments: msg`The winners appear in the gallery with their ranks, and each team reads its score per criterion and the judges’ comments (without their names).`,
    without: msg`The winners appear in the gallery with their ranks, and each team reads its score per criterion.`,
  },
}

/**
 * The committee publishes a phase's results once (docs/api.md "Results publication"): the gallery,
 * the people's choice and each team's feedback follow the publication, never the ranking itself.
 * Publishing closes the phase's scoring: `note` says so in the confirmation, with how many of the
 * phase's score sheets are not submitted yet, which of its jury periods is still open and any
 * people's-choice vote still open (domain/award/scoring.ts `publishScoringNote`).
 */
export function PublishResults({
  year,
  phase,
  note,
}: {
  year: number
  phase: Phase
  note: string
}) {
  const publications = useQuery(scoringQueries.publications(year))
  const publish = usePublishResults()
  const confirm = useConfirm()
  const toast = useToast()
  const [shareComments, setShareComments] = useState(true)
  const published = publications.data?.find((p) => p.phase === phase)
  // A publication needs the committee's choice (publishChoiceVerdict, as the API): the proposals
  // advanced past Phase 1 or 2, or the winners marked. The results' own count says how many.
  const chosen = useQuery(
    scoringQueries.resultPage(year, phase, {
      'filter[stage]': phase === 3 ? 'winner' : 'advanced',
      page: 1,
      perPage: 1,
    }),
  )
  const chosenCount = chosen.data?.counts?.matching
  // In order (publishOrderVerdict, as the API): Phase 2 after Phase 1, the winners after Phase 2.
  const orderVerdict = publications.data
    ? publishOrderVerdict({
        phase,
        previousPublishedAt:
          phase === 1 ? null : publishedAtOf(publications.data, year, (phase - 1) as 1 | 2),
      })
    : null
  const choiceVerdict =
    orderVerdict?.ok === false
      ? orderVerdict
      : chosenCount === undefined
        ? null
        : publishChoiceVerdict({ phase, chosen: chosenCount })
  const reasonId = useId()
  const { t, i18n } = useLingui()

  if (publications.isError) {
    return (
      <Alert variant="warning" className="d-print-none">
        <Trans>
          Whether the Phase {phase} results are published could not be checked.{' '}
          <Button
            variant="link"
            className="p-0 align-baseline"
            onClick={() => void publications.refetch()}
          >
            Try again
          </Button>
        </Trans>
      </Alert>
    )
  }
  if (published) {
    const date = formatDateTime(published.publishedAt)
    return (
      <Alert variant="success" className="py-2">
        {published.shareComments
          ? t`The Phase ${phase} results were published on ${date}, with the judges’ comments shared with the teams.`
          : t`The Phase ${phase} results were published on ${date}; the judges’ comments are not shared with the teams.`}
      </Alert>
    )
  }

  const run = async () => {
    const count = chosenCount ?? 0
    const next = phase + 1
    // What the teams are told, in numbers: said before, not found out after.
    const announced =
      phase === 3
        ? t`${plural(count, { one: '# winner is announced.', other: '# winners are announced.' })}`
        : t`${plural(count, {
            one: `# proposal advances to Phase ${next}; every other team in Phase ${phase} reads that it did not advance.`,
            other: `# proposals advance to Phase ${next}; every other team in Phase ${phase} reads that it did not advance.`,
          })}`
    const ok = await confirm({
      title: t`Publish the Phase ${phase} results?`,
      message: (
        <>
          <p>{i18n._(WHAT_IT_SHOWS[phase][shareComments ? 'withComments' : 'without'])}</p>
          <p>{announced}</p>
          <p>{note}</p>
          <p className="mb-0">
            {/* What becomes final with it (resultsFinalVerdict): said before, not found out after. */}
            {phase === 3 ? (
              <Trans>
                A publication cannot be undone. The winner ranks become final: mark every winner
                first.
              </Trans>
            ) : (
              <Trans>
                A publication cannot be undone. Who advances from Phase {phase} becomes final:
                advance every proposal that goes through first.
              </Trans>
            )}
          </p>
        </>
      ),
      variant: 'warning',
    })
    if (!ok) return
    try {
      await publish.mutateAsync({ year, phase, shareComments })
      toast.success(t`The Phase ${phase} results of ${year} are published.`)
    } catch {
      // The query client's one handler of failed actions has shown it.
    }
  }

  return (
    <div className="border rounded p-2 mb-3 d-flex flex-wrap align-items-center gap-3 d-print-none">
      <Form.Check
        id={`share-comments-${phase}`}
        label={t`Share the judges’ comments with the teams`}
        checked={shareComments}
        disabled={publish.isPending}
        onChange={(e) => setShareComments(e.target.checked)}
      />
      <BusyButton
        variant="success"
        onClick={() => void run()}
        disabled={!publications.data || chosen.isPending || choiceVerdict?.ok === false}
        aria-describedby={choiceVerdict?.ok === false ? reasonId : undefined}
        busy={publish.isPending}
        busyText={t`Publishing…`}
      >
        {t`Publish Phase ${phase} results`}
      </BusyButton>
      {choiceVerdict?.ok === false ? (
        <span id={reasonId} className="small text-secondary">
          {choiceVerdict.reason}
        </span>
      ) : null}
    </div>
  )
}
