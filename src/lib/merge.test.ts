import { changedFields, mergeValues, sameValue, UNKNOWN_BASE, withValueAt } from '@/lib/merge'

const entry = (fields: Record<string, string>) => ({
  background: '',
  solution: '',
  location: '',
  ...fields,
})

describe('the field-level three-way merge', () => {
  it('keeps changes made to different fields on each side', () => {
    const base = entry({ background: 'Old problem', solution: 'Old idea' })
    const mine = entry({ background: 'My problem', solution: 'Old idea' })
    const theirs = entry({ background: 'Old problem', solution: 'Their idea', location: 'Plant 2' })
    expect(mergeValues(base, mine, theirs)).toEqual({
      merged: entry({ background: 'My problem', solution: 'Their idea', location: 'Plant 2' }),
      conflicts: [],
    })
  })

  it('lists a field changed on both sides to different texts, with both texts, and keeps mine there until the person chooses', () => {
    const base = entry({ background: 'Old', solution: 'Idea' })
    const mine = entry({ background: 'Mine', solution: 'Idea' })
    const theirs = entry({ background: 'Theirs', solution: 'Idea, improved' })
    const { merged, conflicts } = mergeValues(base, mine, theirs)
    expect(conflicts).toEqual([
      { path: ['background'], name: 'background', base: 'Old', mine: 'Mine', theirs: 'Theirs' },
    ])
    expect(merged).toEqual(entry({ background: 'Mine', solution: 'Idea, improved' }))
  })

  it('is no conflict when both sides made the same change', () => {
    const base = entry({ background: 'Old' })
    expect(
      mergeValues(base, entry({ background: 'Same new' }), entry({ background: 'Same new' })),
    ).toEqual({
      merged: entry({ background: 'Same new' }),
      conflicts: [],
    })
  })

  it('treats an emptied or deleted field as a change: kept when the other side left it, a conflict when it changed it', () => {
    const base = entry({ background: 'Filled', solution: 'Idea', location: 'Plant 1' })
    // Mine emptied background; theirs deleted solution (the server stores no empty field).
    const mine = entry({ background: '', solution: 'Idea', location: 'Plant 1' })
    const theirs: Record<string, string> = { background: 'Filled', location: 'Plant 1' }
    expect(mergeValues(base, mine, theirs)).toEqual({
      merged: { background: '', location: 'Plant 1' },
      conflicts: [],
    })

    // Emptied here, rewritten there: the person chooses between "(empty)" and their text.
    const { conflicts } = mergeValues(
      base,
      mine,
      entry({ background: 'Rewritten', solution: 'Idea', location: 'Plant 1' }),
    )
    expect(conflicts).toEqual([
      { path: ['background'], name: 'background', base: 'Filled', mine: '', theirs: 'Rewritten' },
    ])
  })

  it('an empty text, null and a missing key say the same', () => {
    expect(sameValue('', undefined)).toBe(true)
    expect(sameValue(null, '')).toBe(true)
    expect(sameValue({ a: '' }, {})).toBe(true)
    expect(sameValue('0', '')).toBe(false)
  })

  it('merges a score sheet per criterion row: each score and comment is its own field', () => {
    const row = (criterionId: string, score: string, comment = '') => ({
      criterionId,
      score,
      comment,
    })
    const base = { scores: [row('impact', '5'), row('cost', '')], overallComment: '' }
    const mine = { scores: [row('impact', '7'), row('cost', '')], overallComment: 'Strong' }
    const theirs = {
      scores: [row('impact', '5', 'Clear numbers'), row('cost', '6')],
      overallComment: '',
    }
    expect(mergeValues(base, mine, theirs)).toEqual({
      merged: {
        scores: [row('impact', '7', 'Clear numbers'), row('cost', '6')],
        overallComment: 'Strong',
      },
      conflicts: [],
    })
    const both = mergeValues(base, mine, {
      ...theirs,
      scores: [row('impact', '8'), row('cost', '')],
    })
    expect(both.conflicts).toEqual([
      { path: ['scores', 0, 'score'], name: 'scores.0.score', base: '5', mine: '7', theirs: '8' },
    ])
  })

  it('takes a list whose length changed as one field', () => {
    const { conflicts } = mergeValues(
      { tags: ['a'] },
      { tags: ['a', 'b'] },
      { tags: ['a', 'c', 'd'] },
    )
    expect(conflicts).toEqual([
      { path: ['tags'], name: 'tags', base: ['a'], mine: ['a', 'b'], theirs: ['a', 'c', 'd'] },
    ])
  })

  it('without a known base, every field where the two differ is a conflict, and equal fields are not', () => {
    const { merged, conflicts } = mergeValues(
      UNKNOWN_BASE,
      entry({ background: 'Mine', solution: 'Same' }),
      entry({ background: 'Theirs', solution: 'Same' }),
    )
    expect(conflicts.map((c) => c.name)).toEqual(['background'])
    expect(merged).toEqual(entry({ background: 'Mine', solution: 'Same' }))
  })

  it('puts a chosen text at a field and lists what differs, without changing the values given', () => {
    const values = { scores: [{ score: '1' }, { score: '2' }], overallComment: 'x' }
    const chosen = withValueAt(values, ['scores', 1, 'score'], '9')
    expect(chosen).toEqual({ scores: [{ score: '1' }, { score: '9' }], overallComment: 'x' })
    expect(values.scores[1]!.score).toBe('2')
    expect(changedFields(values, chosen)).toEqual([
      { path: ['scores', 1, 'score'], name: 'scores.1.score', value: '9' },
    ])
  })
})
