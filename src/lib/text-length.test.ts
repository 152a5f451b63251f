import { boundedText, characterCount } from '@/lib/text-length'

describe('characterCount: characters as a person sees them', () => {
  it('counts an emoji, a flag, a family and an accented letter each as one', () => {
    expect(characterCount('')).toBe(0)
    expect(characterCount('Pompa Pintar')).toBe(12)
    expect('👍🏽'.length).toBe(4)
    expect(characterCount('👍🏽')).toBe(1)
    expect(characterCount('🇮🇩 Indonesia')).toBe(11)
    expect(characterCount('👨‍👩‍👧')).toBe(1)
    expect(characterCount('Jose\u0301')).toBe(4)
    expect(characterCount('Rp 1.250.000\n—')).toBe(14)
  })
})

describe('boundedText', () => {
  const title = boundedText({ min: 5, tooShort: 'Too short.', max: 10, tooLong: 'Too long.' })

  it('lets a text of the most characters through, whatever their UTF-16 length', () => {
    expect(title.safeParse('123456789👍🏽').success).toBe(true)
    expect(title.safeParse('  12345  ').data).toBe('12345')
  })

  it('refuses one character more, and one fewer than the least, with the field’s messages', () => {
    expect(title.safeParse('1234567890👍🏽').error?.issues.map((i) => i.message)).toEqual([
      'Too long.',
    ])
    expect(title.safeParse('1234   ').error?.issues.map((i) => i.message)).toEqual(['Too short.'])
  })

  it('keeps spaces around the text when asked not to trim', () => {
    const comment = boundedText({ trim: false, max: 3, tooLong: 'Too long.' })
    expect(comment.safeParse(' a ').data).toBe(' a ')
    expect(comment.safeParse(' ab ').success).toBe(false)
  })
})
