import axios from 'axios'
import { graphSettings, onSettingsChange } from '@/lib/api-settings'

/**
 * The directory service (Microsoft Graph v1.0, or the demo's stand-in). Its own client: the
 * bearer token for the directory scopes goes only here, never the API's anti-forgery header.
 * Start-up configures it through api-settings; it loads (without schemas) with the screens that search.
 */
export const graph = axios.create({
  timeout: 0,
  headers: { Accept: 'application/json' },
  baseURL: graphSettings.baseUrl,
})
onSettingsChange(() => {
  graph.defaults.baseURL = graphSettings.baseUrl
})

export { configureGraphClient } from '@/lib/api-settings'

graph.interceptors.request.use(async (request) => {
  request.headers.set('Authorization', `Bearer ${await graphSettings.getToken()}`)
  request.headers.set('ConsistencyLevel', 'eventual')
  return request
})
