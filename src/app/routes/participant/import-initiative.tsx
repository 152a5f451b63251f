import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import Alert from 'react-bootstrap/Alert'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import Form from 'react-bootstrap/Form'
import InputGroup from 'react-bootstrap/InputGroup'
import { useParams } from 'react-router'
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

/** import-proyek-inisiatif: find an initiative by code or name and prefill a new proposal from it. */
export default function ImportInitiative() {
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

  const create = () => {
    setProblem(null)
    if (!picked || !team) return
    if (!category) {
      setProblem('Choose a category for the proposal.')
      return
    }
    run.mutate(
      { code: picked.code, teamId: team.id, category: Number(category) },
      {
        onSuccess: (proposal) => navigate(paths.participant.entry.to(1, proposal.id, slug)),
        onError: (error) => setProblem(describeError(error).messages.join(' ')),
      },
    )
  }

  return (
    <>
      <PageHeader
        title="Import from the initiative registry"
        subtitle="Search the organisation's initiative projects by code or name; the new proposal starts from its description."
      />
      {teams.isError && !teams.data ? (
        <QueryFallback query={teams} errorTitle="Your team could not be loaded" />
      ) : null}
      {teams.data && !team ? (
        <Alert variant="warning">
          You have no team for {year}.{' '}
          <Link to={paths.participant.root.to(slug)}>Create or join a team</Link> first.
        </Alert>
      ) : null}
      <SearchForm className="mb-3" style={{ maxWidth: '36rem' }} onSearch={setKeyword}>
        <Form.Label htmlFor="initiative-keyword">Code or name</Form.Label>
        <InputGroup>
          <Form.Control
            id="initiative-keyword"
            name="keyword"
            placeholder="INI-2301 or smart meter"
          />
          <Button type="submit">Search</Button>
        </InputGroup>
      </SearchForm>
      {!results.data ? (
        <QueryFallback
          query={results}
          loading="Searching the registry…"
          errorTitle="The registry could not be searched"
        />
      ) : results.data.length === 0 ? (
        <EmptyState title="No initiative matches">
          Try another code or a word of the name.
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
                  <p className="small text-secondary mb-2">
                    {i.unit} · owner {i.owner}
                  </p>
                  <p className="small mb-2">{i.description}</p>
                  <Button
                    size="sm"
                    variant={picked?.code === i.code ? 'primary' : 'outline-primary'}
                    onClick={() => setPicked(i)}
                    aria-pressed={picked?.code === i.code}
                    aria-label={`Choose ${i.code}`}
                    disabled={!team}
                  >
                    {picked?.code === i.code ? 'Chosen' : 'Choose'}
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
            <h2 className="h5">New proposal from {picked.code}</h2>
            <p className="small">
              Title: {picked.name}. Team: {team.name}.
            </p>
            <Form.Group controlId="initiative-category" className="mb-3">
              <Form.Label>Category</Form.Label>
              <CategorySelect
                emptyLabel="Choose a category…"
                described
                value={category}
                onChange={(e) => setCategory(e.target.value)}
                isInvalid={!!problem && !category}
              />
            </Form.Group>
            {problem ? <Alert variant="danger">{problem}</Alert> : null}
            <Button onClick={create} disabled={run.isPending}>
              {run.isPending ? 'Creating…' : 'Create the proposal'}
            </Button>
          </Card.Body>
        </Card>
      ) : null}
    </>
  )
}
