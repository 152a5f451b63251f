import axios from 'axios'
import { z } from 'zod'
import { ApiShapeError } from '@/lib/api-errors'

/**
 * The directory service (Microsoft Graph v1.0, or the demo's stand-in). Its own client: the
 * bearer token for the directory scopes goes only here, never the API's anti-forgery header.
 */
let getToken: () => Promise<string> = () => Promise.reject(new Error('no auth'))
export const graph = axios.create({ timeout: 0, headers: { Accept: 'application/json' } })

export function configureGraphClient(options: { baseUrl: string; getToken: () => Promise<string> }): void {
  graph.defaults.baseURL = options.baseUrl.replace(/\/+$/, '')
  getToken = options.getToken
}

graph.interceptors.request.use(async (request) => {
  request.headers.set('Authorization', `Bearer ${await getToken()}`)
  request.headers.set('ConsistencyLevel', 'eventual')
  return request
})

export const directoryPersonSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  mail: z.string().nullish(),
  department: z.string().nullish(),
  jobTitle: z.string().nullish(),
})
export type DirectoryPerson = z.infer<typeof directoryPersonSchema>

/** People whose name or e-mail contains the text (Graph `$search`). */
export async function searchDirectory(text: string, signal?: AbortSignal): Promise<DirectoryPerson[]> {
  const term = text.replace(/"/g, '').trim()
  const response = await graph.get('/users', {
    params: { $search: `"displayName:${term}" OR "mail:${term}"`, $select: 'id,displayName,mail,department,jobTitle', $top: 15 },
    signal,
  })
  const parsed = z.object({ value: z.array(directoryPersonSchema) }).safeParse(response.data)
  if (!parsed.success) throw new ApiShapeError('The directory answered in an unexpected shape.')
  return parsed.data.value
}
