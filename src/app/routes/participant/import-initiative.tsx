import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import Form from 'react-bootstrap/Form'
import InputGroup from 'react-bootstrap/InputGroup'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryFallback } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { SearchForm } from '@/components/forms/search-field'
import { Link, useNavigate } from '@/components/layout/links'
import { PageHeader } from '@/components/layout/page-header'
import { CategorySelect } from '@/components/forms/category-select'
import { paths } from '@/config/paths'
import { entryQueries, useImportInitiative, type Initiative } from '@/features/proposals/entry-api'
import { teamQueries } from '@/features/teams/api'
import { describeError } from '@/lib/api-errors'
import { currentYear } from '@/lib/dates'
import { BusyButton } from '@/components/forms/busy-button'

/** import-proyek-inisiatif: find an initiative by code or name and prefill a new proposal from it. */
export default function ImportInitiative() {
  const { t } = useLingui()
  const { event: slug } = useParams()
  const navigate = useNavigate()
  const year = currentYear()
  const teams = useQuery(teamQueries.mine(year))
  const [keyword, setKeyword] = useState('')
  const results = useQuery(entryQueries.initiatives(keyword))
  const [picked, setPicked] = useState<Initiative | null>(null)
  const [category, setCategory] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const run = useImportInitiative({ errors: 'inline' })
  const team = teams.data?.[0]
  const teamName = team?.name
  const pickedCode = picked?.code
  const pickedName = picked?.name
  const chooseLabel = (code: string) => t`Choose ${code}`
  const ownedBy = (unit: string, owner: string) => t`${unit} · owner ${owner}`

  const create = () => {
    setProblem(null)
    if (!picked || !team) return
    if (!category) {
      setProblem(t`Choose a category for the proposal.`)
      return
    }
    run.mutate(
      { code: picked.code, teamId: team.id, category: Number(category) },
      {
        // In place of the form: Back never offers it again to import the same initiative twice.
        onSuccess: (proposal) =>
          navigate(paths.participant.entry.to(1, proposal.id, slug), { replace: true }),
        onError: (error) => setProblem(describeError(error).messages.join(' ')),
      },
    )
  }

  return (
    <>
      <PageHeader
        title={t`Import from the initiative registry`}
        subtitle={t`Search the organisation's initiative projects by code or name; the new proposal starts from its description.`}
      />
      {teams.isError && !teams.data ? (
        <QueryFallback query={teams} errorTitle={t`Your team could not be loaded`} />
      ) : null}
      {teams.data && !team ? (
        <Alert variant="warning">
          <Trans>
            You have no team for {year}.{' '}
            <Link to={paths.participant.root.to(slug)}>Create or join a team</Link> first.
          </Trans>
        </Alert>
      ) : null}
      <SearchForm className="mb-3" style={{ maxWidth: '36rem' }} onSearch={setKeyword}>
        <Form.Label htmlFor="initiative-keyword">
          <Trans>Code or name</Trans>
        </Form.Label>
        <InputGroup>
          <Form.Control
            id="initiative-keyword"
            name="keyword"
            placeholder={t`INI-2301 or smart meter`}
          />
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
        </InputGroup>
      </SearchForm>
      {!results.data ? (
        <QueryFallback
          query={results}
          loading={t`Searching the registry…`}
          errorTitle={t`The registry could not be searched`}
        />
      ) : results.data.length === 0 ? (
        <EmptyState title={t`No initiative matches`}>
          <Trans>Try another code or a word of the name.</Trans>
        </EmptyState>
      ) : (
        <div className="row g-3">
          {results.data.map((i) => (
            <div className="col-md-6" key={i.code}>
              <Card className={picked?.code === i.code ? 'border-primary h-100' : 'h-100'}>
                <Card.Body>
                  <h2 className="h6 mb-1">
                    <span className="font-monospace">{i.code}</span> · {i.name}
                  </h2>
                  <p className="small text-secondary mb-2">{ownedBy(i.unit, i.owner)}</p>
                  <p className="small mb-2">{i.description}</p>
                  <Button
                    size="sm"
                    variant={picked?.code === i.code ? 'primary' : 'outline-primary'}
                    onClick={() => setPicked(i)}
                    aria-pressed={picked?.code === i.code}
                    aria-label={chooseLabel(i.code)}
                    disabled={!team}
                  >
                    {picked?.code === i.code ? t`Chosen` : t`Choose`}
                  </Button>
                </Card.Body>
              </Card>
            </div>
          ))}
        </div>
      )}
      {picked && team ? (
        <Card className="mt-4" style={{ maxWidth: '36rem' }}>
          <Card.Body>
            <h2 className="h5">
              <Trans>New proposal from {pickedCode}</Trans>
            </h2>
            <p className="small">
              <Trans>
                Title: {pickedName}. Team: {teamName}.
              </Trans>
            </p>
            <Form.Group controlId="initiative-category" className="mb-3">
              <Form.Label>
                <Trans>Category</Trans>
              </Form.Label>
              <CategorySelect
                emptyLabel={t`Choose a category…`}
                described
                value={category}
                onChange={(e) => setCategory(e.target.value)}
                isInvalid={!!problem && !category}
              />
            </Form.Group>
            {problem ? <Alert variant="danger">{problem}</Alert> : null}
            <BusyButton onClick={create} busy={run.isPending} busyText={t`Creating…`}>
              {t`Create the proposal`}
            </BusyButton>
          </Card.Body>
        </Card>
      ) : null}
    </>
  )
}
