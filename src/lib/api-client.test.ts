import { act } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { z } from '@/lib/zod'
import {
  api,
  configureApiClient,
  getList,
  getOne,
  getPage,
  send,
  setEventId,
  XSRF_HEADER,
} from '@/lib/api-client'
import { activateLanguage } from '@/i18n'
import { ApiShapeError, AuthenticationError, NoAuthError } from '@/lib/api-errors'
import { clearSessionExpired, holdScreenOnSessionEnd, isSessionExpired } from '@/lib/session-expiry'
import { server } from '@/testing/demo-server'
import { offContractAnswer, problemAnswer } from '@/testing/fake-answers'

const item = z.object({ id: z.string() })

function capture() {
  const seen: Request[] = []
  server.use(
    http.all(
      '*/api/probe',
      offContractAnswer(({ request }) => {
        seen.push(request.clone())
        return HttpResponse.json({ id: 'p1' })
      }),
    ),
  )
  return seen
}

describe('the API client', () => {
  let unauthenticated = 0
  beforeEach(() => {
    unauthenticated = 0
    setEventId(null)
    configureApiClient({
      baseUrl: '',
      hooks: {
        getAccessToken: async () => 'token-123',
        onUnauthenticated: () => (unauthenticated += 1),
      },
    })
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  })

  it('calls under /api of the base URL, with credentials and no timeout', async () => {
    configureApiClient({ baseUrl: 'https://api.example.test/' })
    expect(api.defaults.baseURL).toBe('https://api.example.test/api')
    expect(api.defaults.withCredentials).toBe(true)
    expect(api.defaults.timeout).toBe(0)
  })

  it('asks for answers in the language the interface shows, on every call', async () => {
    const seen = capture()
    await getOne('/probe', item)
    await act(() => activateLanguage('id'))
    await getOne('/probe', item)
    await send('post', '/probe', { a: 1 })
    expect(seen.map((request) => request.headers.get('accept-language'))).toEqual([
      'en',
      'id',
      'id',
    ])
  })

  it("names this device's time zone on every call, for the times the API writes in words", async () => {
    const seen = capture()
    const zone = vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ timeZone: 'Asia/Makassar' } as Intl.ResolvedDateTimeFormatOptions)
    try {
      await getOne('/probe', item)
      await send('post', '/probe', { a: 1 })
    } finally {
      zone.mockRestore()
    }
    expect(seen.map((request) => request.headers.get('time-zone'))).toEqual([
      'Asia/Makassar',
      'Asia/Makassar',
    ])
  })

  it('sends the bearer token, and the EventId header only once the event is loaded', async () => {
    const seen = capture()
    await getOne('/probe', item)
    setEventId('event-7')
    await getOne('/probe', item)
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer token-123')
    expect(seen[0]!.headers.has('eventid')).toBe(false)
    expect(seen[1]!.headers.get('eventid')).toBe('event-7')
  })

  it('adds the anti-forgery header from its cookie for same-origin calls only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%20def; path=/'
    const seen = capture()
    await getOne('/probe', item)
    expect(seen[0]!.headers.get(XSRF_HEADER)).toBe('abc def')

    configureApiClient({ baseUrl: 'https://api.other.test' })
    await getOne('/probe', item)
    expect(seen[1]!.url).toBe('https://api.other.test/api/probe')
    expect(seen[1]!.headers.has(XSRF_HEADER)).toBe(false)
  })

  it('sends JSON bodies', async () => {
    const seen = capture()
    await send('post', '/probe', { title: 'Pumps' })
    expect(seen[0]!.headers.get('content-type')).toContain('application/json')
    expect(await seen[0]!.json()).toEqual({ title: 'Pumps' })
  })

  it('drops empty query values and writes bracket keys', async () => {
    const seen = capture()
    await getOne('/probe', item, { params: { keyword: '', 'filter[category]': 3, page: 2 } })
    const url = new URL(seen[0]!.url)
    expect(url.searchParams.has('keyword')).toBe(false)
    expect(url.searchParams.get('filter[category]')).toBe('3')
    expect(url.searchParams.get('page')).toBe('2')
  })

  it('rejects with "no auth" when nobody is signed in, without calling the server', async () => {
    const seen = capture()
    configureApiClient({
      baseUrl: '',
      hooks: { getAccessToken: () => Promise.reject(new NoAuthError()) },
    })
    await expect(getOne('/probe', item)).rejects.toThrow('no auth')
    expect(seen).toHaveLength(0)
  })

  it('checks shapes with the seed messages', async () => {
    server.use(
      http.get(
        '*/api/object',
        offContractAnswer(() => HttpResponse.json({ id: 'x' })),
      ),
      http.get(
        '*/api/array',
        offContractAnswer(() => HttpResponse.json([{ id: 'x' }])),
      ),
      http.get(
        '*/api/empty',
        offContractAnswer(() => new HttpResponse(null, { status: 200 })),
      ),
    )
    await expect(getList('/object', item)).rejects.toThrow(
      new ApiShapeError('The data is not an array'),
    )
    await expect(getOne('/array', item)).rejects.toThrow(new ApiShapeError('The data is an array'))
    await expect(getOne('/empty', item)).rejects.toThrow(
      new ApiShapeError('There are no body to be transformed'),
    )
  })

  it('unwraps { value, links } and also accepts a bare object; parses instead of casting', async () => {
    server.use(
      http.get(
        '*/api/wrapped',
        offContractAnswer(() => HttpResponse.json({ value: { id: 'w' }, links: [] })),
      ),
      http.get(
        '*/api/bare',
        offContractAnswer(() => HttpResponse.json({ id: 'b', extra: 1 })),
      ),
      http.get(
        '*/api/wrong',
        offContractAnswer(() => HttpResponse.json({ id: 42 })),
      ),
    )
    expect(await getOne('/wrapped', item)).toEqual({ id: 'w' })
    expect(await getOne('/bare', item)).toEqual({ id: 'b' })
    await expect(getOne('/wrong', item)).rejects.toThrow(
      /not understood at id: expected string, received number/,
    )
  })

  it('says what was expected where an answer holds a value out of the contract, not "Invalid input"', async () => {
    const entry = z.object({
      status: z.enum(['Draft', 'Final']),
      score: z.number().check(z.minimum(0), z.maximum(100)),
    })
    server.use(
      http.get(
        '*/api/status',
        offContractAnswer(() => HttpResponse.json({ status: 'Gone', score: 5 })),
      ),
      http.get(
        '*/api/score',
        offContractAnswer(() => HttpResponse.json({ status: 'Final', score: 140 })),
      ),
    )
    await expect(getOne('/status', entry)).rejects.toThrow(
      /not understood at status: expected "Draft" or "Final", received "Gone"/,
    )
    await expect(getOne('/score', entry)).rejects.toThrow(
      /not understood at score: expected at most 100, received 140/,
    )
  })

  it('refuses an HTML page where data was expected', async () => {
    server.use(
      http.get(
        '*/api/html',
        offContractAnswer(() => HttpResponse.html('<!doctype html><p>Proxy error</p>')),
      ),
    )
    await expect(getOne('/html', item)).rejects.toThrow(/web page instead of data/)
  })

  it('reports a 401 and an authentication error as unauthenticated, and passes other errors on', async () => {
    server.use(
      http.get(
        '*/api/401',
        offContractAnswer(() => problemAnswer(401, { title: 'Unauthorized' })),
      ),
      http.get(
        '*/api/500',
        offContractAnswer(() => HttpResponse.json({ title: 'Boom' }, { status: 500 })),
      ),
    )
    await expect(getOne('/401', item)).rejects.toMatchObject({ response: { status: 401 } })
    expect(unauthenticated).toBe(1)
    await expect(getOne('/500', item)).rejects.toMatchObject({ response: { status: 500 } })
    expect(unauthenticated).toBe(1)

    configureApiClient({
      baseUrl: '',
      hooks: { getAccessToken: () => Promise.reject(new AuthenticationError()) },
    })
    await expect(getOne('/probe', item)).rejects.toBeInstanceOf(AuthenticationError)
    expect(unauthenticated).toBe(2)
  })

  it('stays on the screen at a 401 while an open form holds it: the form asks the person to sign in again', async () => {
    server.use(
      http.get(
        '*/api/401',
        offContractAnswer(() => problemAnswer(401, { title: 'Unauthorized' })),
      ),
    )
    const release = holdScreenOnSessionEnd(() => true)
    try {
      await expect(getOne('/401', item)).rejects.toMatchObject({ response: { status: 401 } })
      expect(isSessionExpired()).toBe(true)
      expect(unauthenticated).toBe(0)
    } finally {
      release()
      clearSessionExpired()
    }
    await expect(getOne('/401', item)).rejects.toMatchObject({ response: { status: 401 } })
    expect(unauthenticated).toBe(1)
  })

  it('reads the paging headers into a typed page', async () => {
    server.use(
      http.get(
        '*/api/paged',
        offContractAnswer(() =>
          HttpResponse.json([{ id: 'a' }, { id: 'b' }], {
            headers: {
              'X-Current-Page': '2',
              'X-Page-Count': '5',
              'X-Per-Page': '2',
              'X-Total-Count': '9',
              'X-Total-Approved': '4',
              'X-Total-Finalized': '3',
              'X-Total-Proposal': '2',
            },
          }),
        ),
      ),
    )
    expect(await getPage('/paged', item)).toEqual({
      items: [{ id: 'a' }, { id: 'b' }],
      currentPage: 2,
      pageCount: 5,
      perPage: 2,
      totalCount: 9,
      totals: { approved: 4, finalized: 3, proposal: 2 },
    })
  })
})
