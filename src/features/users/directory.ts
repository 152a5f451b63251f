import { msg } from '@lingui/core/macro'
import { z } from '@/lib/zod'
import { ApiShapeError } from '@/lib/api-errors'
import { graph } from '@/lib/graph-client'
import { translate } from '@/i18n'

export const directoryPersonSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  mail: z.nullish(z.string()),
  department: z.nullish(z.string()),
  jobTitle: z.nullish(z.string()),
})
export type DirectoryPerson = z.infer<typeof directoryPersonSchema>

/** People whose name or e-mail contains the text (Graph `$search`). */
export async function searchDirectory(
  text: string,
  signal?: AbortSignal,
): Promise<DirectoryPerson[]> {
  const term = text.replace(/"/g, '').trim()
  const response = await graph.get('/users', {
    params: {
      $search: `"displayName:${term}" OR "mail:${term}"`,
      $select: 'id,displayName,mail,department,jobTitle',
      $top: 15,
    },
    signal,
  })
  const parsed = z.object({ value: z.array(directoryPersonSchema) }).safeParse(response.data)
  if (!parsed.success)
    throw new ApiShapeError(translate(msg`The directory answered in an unexpected shape.`))
  return parsed.data.value
}
