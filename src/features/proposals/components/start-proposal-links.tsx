import { Link } from '@/components/layout/links'
import { paths } from '@/config/paths'

/** The three ways a team starts a proposal: a new one, an earlier one of theirs, or an initiative project. */
export function StartProposalLinks({ teamId, slug }: { teamId: string; slug: string | undefined }) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <Link className="btn btn-primary btn-sm" to={paths.participant.newProposal.to(teamId, slug)}>
        Start a proposal
      </Link>
      <Link
        className="btn btn-outline-primary btn-sm"
        to={paths.participant.importProposal.to(slug)}
      >
        Import an earlier proposal
      </Link>
      <Link
        className="btn btn-outline-primary btn-sm"
        to={paths.participant.importInitiative.to(slug)}
      >
        Import from the initiative registry
      </Link>
    </div>
  )
}
