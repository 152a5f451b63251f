import { Trans } from '@lingui/react/macro'
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
}: {
  team: Team | undefined
  userId: string
  year: number
  isThisYear: boolean
  notYours?: string | null
}) {
  if (team) return <TeamCard team={team} userId={userId} />
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
        <Trans>
          You are not in a team for {year} yet. Create one, or join one with the code your team
          leader shares.
        </Trans>
      </p>
      <TeamStart year={year} />
    </>
  )
}
