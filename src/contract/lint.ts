import { createConfig, lintFromString } from '@redocly/openapi-core'

/**
 * The document's lint: Redocly's recommended rules, as errors, and what this project asks of every
 * operation besides: an id, a summary, its error answers, and an example of what it takes and
 * answers (which must match the schema). A file's bytes are the one answer without an example.
 */
export const LINT_CONFIG = {
  extends: ['recommended-strict'],
  rules: {
    'operation-operationId': 'error',
    'operation-summary': 'error',
    'operation-4xx-response': 'error',
    'operation-4xx-problem-details-rfc7807': 'error',
    'no-invalid-media-type-examples': { severity: 'error', allowAdditionalProperties: false },
    // The paths are the original specification's, and some only differ where one has a fixed
    // segment and the other a parameter (/proposal/gallery/{id}, /proposal/{id}/advance): the
    // fixed segment wins, as the demo's routes and the contract check match them.
    'no-ambiguous-paths': 'off',
    'rule/media-type-example': {
      subject: { type: 'MediaType', filterOutParentKeys: ['*/*'] },
      assertions: { requireAny: ['example', 'examples'] },
      message: 'Every request body and answer has an example.',
      severity: 'error',
    },
  },
} as const

export interface LintProblem {
  message: string
  ruleId: string
  where: string
}

/** What the linter finds in the document (JSON text); empty when it passes. */
export async function lintContract(source: string): Promise<LintProblem[]> {
  const config = await createConfig(LINT_CONFIG as never)
  const problems = await lintFromString({ source, absoluteRef: 'swagger.json', config })
  return problems.map((problem) => ({
    message: problem.message,
    ruleId: problem.ruleId,
    where: problem.location[0]?.pointer ?? '',
  }))
}
