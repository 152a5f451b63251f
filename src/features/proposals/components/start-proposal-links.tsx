import { Trans } from '@lingui/react/macro'
import { Link } from '@/components/layout/links'
import { paths } from '@/config/paths'

/** The three ways a team starts a proposal: a new one, an earlier one of theirs, or an initiative project. */
export function StartProposalLinks({ teamId, slug }: { teamId: string; slug: string | undefined }) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <Link className="btn btn-primary btn-sm" to={paths.participant.newProposal.to(teamId, slug)}>
        <Trans>Start a proposal</Trans>
      </Link>
      <Link
        className="btn btn-outline-primary btn-sm"
        to={paths.participant.importProposal.to(slug)}
      >
        <Trans>Import an earlier proposal</Trans>
      </Link>
      <Link
        className="btn btn-outline-primary btn-sm"
        to={paths.participant.importInitiative.to(slug)}
      >
        <Trans>Import from the initiative registry</Trans>
      </Link>
    </div>
  )
}
