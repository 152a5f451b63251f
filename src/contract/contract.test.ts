// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createContractCheck, type Exchange } from '@/contract/check'
import { recordExamples } from '@/contract/examples'
import { operations } from '@/contract/operations'

describe('the OpenAPI document', () => {
  it("describes every operation once, and each operation's example call succeeds on the demo and conforms", async () => {
    const ids = operations.map((op) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    const check = createContractCheck()
    const differences: string[] = []
    const { examples, failures } = await recordExamples(operations, (exchange) => {
      for (const difference of check.check(exchange))
        differences.push(`${exchange.method} ${exchange.url}: ${difference}`)
    })
    expect(failures).toEqual([])
    expect(differences).toEqual([])
    expect(Object.keys(examples).sort()).toEqual([...ids].sort())
  })
})

describe('the contract check', () => {
  const check = createContractCheck()
  const team = {
    id: 'team-01',
    year: 2026,
    name: 'Pompa Pintar',
    code: 'PMP-4821',
    unit: 'Divisi Operasi',
    leaderId: 'u-1',
    leaderName: 'Andi Pratama',
    maxMembers: 5,
    members: [
      {
        id: 'u-1',
        name: 'Andi Pratama',
        email: 'andi@example.org',
        unit: 'Divisi Operasi',
        phone: null,
        shirtSize: 'M',
        isLeader: true,
      },
    ],
    createdAt: '2026-11-01T00:00:00.000Z',
  }
  const exchange = (answer: unknown, status = 200, headers: Record<string, string> = {}) =>
    ({
      method: 'GET',
      url: 'http://localhost/api/team/team-01',
      requestHeaders: new Headers({ EventId: 'event-1', Authorization: 'Bearer x' }),
      status,
      responseHeaders: new Headers({ 'Content-Type': 'application/json', ...headers }),
      responseText: JSON.stringify(answer),
    }) satisfies Exchange

  it('passes an answer that is what the document says', () => {
    expect(check.check(exchange({ value: team, links: [] }))).toEqual([])
  })

  it('names a field the document does not have', () => {
    expect(check.check(exchange({ value: { ...team, colour: 'blue' }, links: [] }))).toEqual([
      'answer.value: the field "colour" is not in the document',
    ])
  })

  it('names a missing field, however deep', () => {
    const member: Record<string, unknown> = { ...team.members[0] }
    delete member.email
    expect(check.check(exchange({ value: { ...team, members: [member] }, links: [] }))).toEqual([
      'answer.value.members[0]: the field "email" is missing',
    ])
  })

  it('names a field of the wrong type', () => {
    expect(check.check(exchange({ value: { ...team, year: '2026' }, links: [] }))).toEqual([
      'answer.value.year: must be integer',
    ])
  })

  it('refuses a status the operation does not answer with', () => {
    const [difference] = check.check(exchange({ value: team, links: [] }, 202))
    expect(difference).toMatch(/^status 202 is not a documented answer/)
  })

  it('refuses an answer without its { value, links } wrapper, and an error that is not problem details', () => {
    expect(check.check(exchange(team))[0]).toMatch(/the field "value" is missing/)
    expect(
      check.check(
        exchange({ message: 'nope' }, 404, { 'Content-Type': 'application/problem+json' }),
      )[0],
    ).toBe('answer: the field "title" is missing')
  })

  it('refuses a request the document does not allow when the demo accepted it', () => {
    const sent: Exchange = {
      ...exchange({ value: team, links: [] }),
      method: 'POST',
      url: 'http://localhost/api/team?colour=blue',
      requestHeaders: new Headers({ 'Content-Type': 'application/json', EventId: 'e' }),
      requestBody: { title: 'Tim' },
    }
    expect(check.check(sent)).toEqual([
      'request query: the field "colour" is not in the document',
      'request body: the field "name" is missing',
    ])
  })

  it('finds the operation of a path, a fixed segment before a parameter', () => {
    expect(check.match('GET', '/api/proposal/mine')?.operationId).toBe('listMyProposals')
    expect(check.match('GET', '/api/proposal/prop-1')?.operationId).toBe('getProposal')
    expect(check.match('GET', '/api/nothing-here')).toBeNull()
  })
})
