// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildDocument } from '@/contract/document'
import { lintContract } from '@/contract/lint'
import { documentText } from '@/contract/serve'

describe('the OpenAPI document, linted by Redocly', () => {
  it('passes: every operation has an id, a summary, its error answers and examples that match', async () => {
    expect(await lintContract(await documentText())).toEqual([])
  })

  it('fails an operation without a summary, without error answers, or without an example', async () => {
    const document = buildDocument() as {
      paths: Record<string, Record<string, Record<string, unknown>>>
    }
    const team = document.paths['/api/team/{id}']!.get!
    delete team.summary
    const responses = team.responses as Record<string, unknown>
    for (const status of Object.keys(responses))
      if (status.startsWith('4')) delete responses[status]
    const rules = (await lintContract(JSON.stringify(document))).map((problem) => problem.ruleId)
    expect(rules).toContain('operation-summary')
    expect(rules).toContain('operation-4xx-response')
    // buildDocument without recorded examples: no answer has one.
    expect(rules).toContain('rule/media-type-example')
  })
})
