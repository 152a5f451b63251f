import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  API_PATH_PREFIXES,
  CACHE_RULES,
  IMMUTABLE,
  NO_CACHE,
  securityHeaders,
  UPLOAD_HEADERS,
  type HeaderConfig,
} from './security-headers.ts'

// Ready configurations for the hosts the app is deployed on, written from the headers' single
// source (security-headers.ts) by the build and by `npm run host-config`. Loaded by vite.config.ts
// too: relative imports only.

export const STATIC_WEB_APP_FILE = 'staticwebapp.config.json'
export const NGINX_FILE = 'nginx.conf'

const NO_CACHE_FILES = [
  ...CACHE_RULES.noCache.exact.filter((path) => path !== '/'),
  '/workbox-*.js',
]

/** Azure Static Web Apps: headers on every answer, the cache rules, and the fallback to index.html for the app's own paths. */
export function staticWebAppConfig(config: HeaderConfig): Record<string, unknown> {
  return {
    navigationFallback: {
      rewrite: '/index.html',
      // The API's paths and missing files are never answered with the app's page.
      exclude: [
        '/api',
        '/api/*',
        '/uploads/*',
        '/swagger',
        '/swagger/*',
        '/assets/*',
        '/*.{js,css,map,json,png,svg,ico,txt,webmanifest}',
      ],
    },
    globalHeaders: securityHeaders(config),
    routes: [
      { route: '/', headers: { 'Cache-Control': NO_CACHE } },
      ...NO_CACHE_FILES.map((route) => ({ route, headers: { 'Cache-Control': NO_CACHE } })),
      { route: `${CACHE_RULES.immutablePrefix}*`, headers: { 'Cache-Control': IMMUTABLE } },
      { route: '/uploads/*', headers: { ...UPLOAD_HEADERS } },
    ],
    mimeTypes: { '.webmanifest': 'application/manifest+json' },
  }
}

export interface NginxOptions {
  /** The folder holding the built app (dist/). */
  root: string
  /** nginx's `listen` parameters; default 80 (TLS ends in front of it, or add it here). */
  listen?: string
  serverName?: string
  /** Where /api, /uploads/ and /swagger are forwarded; without one this host answers them 404. */
  apiUpstream?: string
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`

/** An nginx server block: the headers, the cache rules, index.html for the app's paths, the API's paths kept apart. */
export function nginxServerBlock(config: HeaderConfig, options: NginxOptions): string {
  const common = Object.entries(securityHeaders(config)).map(
    ([name, value]) => `add_header ${name} ${quoted(value)} always;`,
  )
  const withCache = (value: string) => [
    ...common,
    `add_header Cache-Control ${quoted(value)} always;`,
  ]
  const block = (head: string, lines: string[]) => [
    `    location ${head} {`,
    ...lines.map((line) => `        ${line}`),
    '    }',
    '',
  ]
  const api = (extra: string[] = []) =>
    options.apiUpstream
      ? [
          `proxy_pass ${options.apiUpstream.replace(/\/+$/, '')};`,
          'proxy_ssl_server_name on;',
          ...extra,
        ]
      : [
          '# This host does not serve the API: set its address in the configuration, or forward it here (--api-upstream).',
          'return 404;',
        ]
  const uploadHeaders = Object.entries(UPLOAD_HEADERS).flatMap(([name, value]) => [
    `proxy_hide_header ${name};`,
    `add_header ${name} ${quoted(value)} always;`,
  ])
  return [
    '# Written from src/config/security-headers.ts (npm run build, npm run host-config): write it again rather than edit it.',
    '# Goes in the http {} block of nginx.conf, e.g. as a file in /etc/nginx/sites-enabled/.',
    '#',
    '# nginx drops the add_header lines of the server when a location has its own, so each location',
    '# lists all of its headers.',
    'server {',
    `    listen ${options.listen ?? '80'};`,
    `    server_name ${options.serverName ?? '_'};`,
    `    root ${quoted(options.root)};`,
    '    index index.html;',
    '    gzip on;',
    '    gzip_types text/css application/javascript application/json image/svg+xml application/manifest+json;',
    '',
    ...block('= /index.html', withCache(NO_CACHE)),
    ...block('= /manifest.webmanifest', [
      'default_type application/manifest+json;',
      ...withCache(NO_CACHE),
    ]),
    ...CACHE_RULES.noCache.exact
      .filter((path) => path !== '/' && path !== '/index.html' && path !== '/manifest.webmanifest')
      .flatMap((path) => block(`= ${path}`, withCache(NO_CACHE))),
    ...block(`~ ${CACHE_RULES.noCache.pattern.source}`, withCache(NO_CACHE)),
    ...block(`^~ ${CACHE_RULES.immutablePrefix}`, [
      'try_files $uri =404;',
      ...withCache(IMMUTABLE),
    ]),
    ...API_PATH_PREFIXES.flatMap((prefix) =>
      block(`^~ ${prefix}`, api(prefix === '/uploads/' ? uploadHeaders : [])),
    ),
    '    # Other files (icons, robots.txt): never the app page in their place.',
    ...block('~ \\.[A-Za-z0-9]+$', ['try_files $uri =404;', ...common]),
    "    # Every other path is one of the app's screens: index.html answers it.",
    ...block('/', ['try_files $uri /index.html;', ...withCache(NO_CACHE)]),
    '}',
    '',
  ].join('\n')
}

/** Writes both host configurations into `outDir`, and returns their paths. */
export function writeHostConfigs(
  config: HeaderConfig,
  outDir: string,
  nginx: NginxOptions,
): string[] {
  mkdirSync(outDir, { recursive: true })
  const files = [
    [join(outDir, STATIC_WEB_APP_FILE), `${JSON.stringify(staticWebAppConfig(config), null, 2)}\n`],
    [join(outDir, NGINX_FILE), nginxServerBlock(config, nginx)],
  ] as const
  for (const [file, text] of files) writeFileSync(file, text)
  return files.map(([file]) => file)
}
