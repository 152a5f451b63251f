import { Trans } from '@lingui/react/macro'
import { newTeamVerdict, YES, type PublicationLike, type Verdict } from '@/domain/award'
import { TeamCard } from '@/features/teams/components/team-card'
import { TeamStart } from '@/features/teams/components/team-start'
import type { Team } from '@/features/teams/schemas'

/**
 * A person's team of a year; without one, this year offers to create or join one. `notYours`: why this
 * person may not be in a team (a judge or a committee member, here for the gallery and the votes), said
 * instead of the offer.
 */
export function MyTeam({
  team,
  userId,
  year,
  isThisYear,
  notYours = null,
  publications,
  newMember = YES,
  record = YES,
}: {
  team: Team | undefined
  userId: string
  year: number
  isThisYear: boolean
  notYours?: string | null
  /** The year's published results: no new team once Phase 1's are out (TeamStart). */
  publications: readonly PublicationLike[]
  /** Whether the team takes new members (domain newMemberVerdict). */
  newMember?: Verdict
  /** Whether the team may still change (domain teamRecordVerdict). */
  record?: Verdict
}) {
  if (team) return <TeamCard team={team} userId={userId} newMember={newMember} record={record} />
  if (!isThisYear)
    return (
      <p className="text-secondary">
        <Trans>You were not in a team in {year}.</Trans>
      </p>
    )
  if (notYours) return <p className="text-secondary">{notYours}</p>
  return (
    <>
      <p className="text-secondary">
        {newTeamVerdict({ year, publications }).ok ? (
          <Trans>
            You are not in a team for {year} yet. Create one, or join one with the code your team
            leader shares.
          </Trans>
        ) : (
          <Trans>You are not in a team for {year}.</Trans>
        )}
      </p>
      <TeamStart year={year} publications={publications} />
    </>
  )
}
