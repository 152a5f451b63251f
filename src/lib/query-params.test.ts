import { normalizeParams, serializeParams } from '@/lib/query-params'

describe('query parameters (requirements R5.2, R5.3)', () => {
  it('drops values that are empty strings', () => {
    expect(normalizeParams({ keyword: '', page: 1, status: 'Approved' })).toEqual({
      page: 1,
      status: 'Approved',
    })
  })

  it('keeps zero and false, which are not empty strings', () => {
    expect(normalizeParams({ page: 0, active: false })).toEqual({ page: 0, active: false })
  })

  it('turns bracket keys into nested objects', () => {
    expect(
      normalizeParams({
        'filter[category]': 2,
        'filter[status]': 'Finalized',
        'sort[by][field]': 'title',
      }),
    ).toEqual({
      filter: { category: 2, status: 'Finalized' },
      sort: { by: { field: 'title' } },
    })
  })

  it('drops empty bracket values too', () => {
    expect(normalizeParams({ 'filter[category]': '', 'filter[status]': 'Draft' })).toEqual({
      filter: { status: 'Draft' },
    })
  })

  it('serialises nested objects back into bracket keys, encoding values', () => {
    expect(serializeParams({ 'filter[category]': 2, keyword: 'air & power', empty: '' })).toBe(
      'filter[category]=2&keyword=air%20%26%20power',
    )
  })
})
