import { HttpResponse, type HttpResponseResolver, type PathParams } from 'msw'

/**
 * Answers a test fakes with `server.use` are held to the OpenAPI document as the demo's are
 * (src/testing/setup.ts): a fake must be an answer the API may give. These build the common ones;
 * `offContractAnswer` marks a fake that is off the document on purpose.
 */

const TITLES: Record<number, string> = {
  400: 'One or more validation errors occurred.',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
}

/** A problem-details answer as the API writes it (application/problem+json). */
export function problemAnswer(
  status: number,
  fields: {
    title?: string
    status?: number
    detail?: string
    errors?: Record<string, string[]>
    currentVersion?: number
  } = {},
) {
  return HttpResponse.json(
    {
      type: `https://httpstatuses.io/${status}`,
      title: TITLES[status] ?? 'Error',
      ...fields,
      status,
    },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  )
}

/** One page of a paged list, with the paging headers the document requires of it. */
export function pageAnswer(
  rows: unknown[],
  page: { page?: number; perPage?: number; total?: number } = {},
) {
  const perPage = page.perPage ?? 10
  const total = page.total ?? rows.length
  return HttpResponse.json(rows, {
    headers: {
      'X-Current-Page': String(page.page ?? 1),
      'X-Page-Count': String(Math.max(1, Math.ceil(total / perPage))),
      'X-Per-Page': String(perPage),
      'X-Total-Count': String(total),
      'X-Total-Approved': '0',
      'X-Total-Finalized': '0',
      'X-Total-Proposal': '0',
    },
  })
}

const offContract = new Set<string>()

/**
 * Marks a fake answer that is off the document on purpose: a fault test's failing status (a 500,
 * a 502 page), a body of the wrong shape or not JSON, or a call the API does not have (the API
 * client's own tests). Wrap the resolver with it,
 * `server.use(http.get(path, offContractAnswer(() => HttpResponse.json(…, { status: 500 }))))`,
 * and the contract check lets its answers pass; every other fake must be one the document allows.
 */
export function offContractAnswer<Params extends PathParams<keyof Params> = PathParams>(
  resolver: HttpResponseResolver<Params>,
): HttpResponseResolver<Params> {
  return (args) => {
    const answer = resolver(args)
    // A resolver that lets the request through (undefined) leaves the demo's answer checked.
    const mark = (value: unknown) => {
      if (value !== undefined) offContract.add(args.requestId)
    }
    if (answer instanceof Promise) void answer.then(mark)
    else mark(answer)
    return answer
  }
}

/** Whether the answer to this request was marked off the document (offContractAnswer). */
export const isOffContract = (requestId: string): boolean => offContract.has(requestId)

/** Forgets the marks (after each test). */
export const forgetOffContract = (): void => offContract.clear()
