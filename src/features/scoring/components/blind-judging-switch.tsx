import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import Form from 'react-bootstrap/Form'
import { useToast } from '@/components/feedback/toasts'
import { scoringQueries, useSetBlind } from '@/features/scoring/api'
import type { Phase } from '@/features/scoring/schemas'

/** The committee's per-phase switch for blind judging (docs/api.md "Blind judging"). */
export function BlindJudgingSwitch({ year, phase }: { year: number; phase: Phase }) {
  const settings = useQuery(scoringQueries.settings(year))
  const setBlind = useSetBlind()
  const toast = useToast()
  const { t } = useLingui()
  const blind = settings.data?.find((s) => s.phase === phase)?.blind ?? false
  const change = async (next: boolean) => {
    try {
      await setBlind.mutateAsync({ year, phase, blind: next })
      toast.success(
        next
          ? t`Blind judging is on for Phase ${phase}: judges no longer see who is behind a proposal.`
          : t`Blind judging is off for Phase ${phase}.`,
      )
    } catch {
      // The query client's one handler of failed actions has shown it.
    }
  }
  return (
    <Form.Group controlId={`blind-${phase}`} className="border rounded p-2 mb-3">
      <Form.Check
        type="switch"
        label={t`Blind judging in Phase ${phase}`}
        checked={blind}
        disabled={!settings.data || setBlind.isPending}
        onChange={(e) => void change(e.target.checked)}
        aria-describedby={`blind-${phase}-help`}
      />
      <Form.Text id={`blind-${phase}-help`}>
        {settings.isError
          ? t`The setting could not be loaded.`
          : t`When on, judges see no team name, unit or member names on score sheets, recaps and the grand final, and attachments download with neutral file names. You always see everything.`}
      </Form.Text>
    </Form.Group>
  )
}
