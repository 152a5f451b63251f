import { keepTypingOutOfBrowserMemory } from '@/lib/browser-memory'

describe('keeping typing out of the browser’s memory of form entries', () => {
  it('marks every field present and added later, in forms, outside them and in dialogs; one that names its purpose keeps it', async () => {
    document.body.innerHTML =
      '<div id="root"><form><input name="subject"><textarea name="message"></textarea></form></div>'
    const stop = keepTypingOutOfBrowserMemory()
    try {
      const dialog = document.createElement('div')
      dialog.innerHTML = '<form><input name="phone" autocomplete="tel"></form>'
      document.body.append(dialog)
      const search = document.createElement('input')
      search.name = 'keyword'
      document.getElementById('root')!.append(search)
      await new Promise((resolve) => setTimeout(resolve, 0))
      const fields = [...document.querySelectorAll('input, textarea')]
      expect(fields.map((field) => field.getAttribute('name'))).toEqual([
        'subject',
        'message',
        'keyword',
        'phone',
      ])
      expect(fields.map((field) => field.getAttribute('autocomplete'))).toEqual([
        'off',
        'off',
        'off',
        'tel',
      ])
    } finally {
      stop()
      document.body.innerHTML = ''
    }
  })
})
