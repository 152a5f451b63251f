import type { ServerResponse } from 'node:http'
import { randomToken } from '@/demo/idp/keys'
import { formPostPage, refusedPage } from '@/demo/idp/pages'
import type { ReplyTarget } from '@/demo/idp/requests'

// How the provider answers: JSON (discovery, keys, tokens, OAuth errors), HTML pages under a
// Content-Security-Policy of their own with a fresh nonce, and authorization responses sent back
// to the app's redirect address.

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  cacheControl = 'no-store',
): void {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Cache-Control', cacheControl)
  if (cacheControl === 'no-store') res.setHeader('Pragma', 'no-cache')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.end(JSON.stringify(body))
}

export function sendOAuthError(
  res: ServerResponse,
  error: string,
  description: string,
  status = 400,
): void {
  sendJson(res, status, { error, error_description: description })
}

export function sendHtml(
  res: ServerResponse,
  status: number,
  render: (nonce: string) => string,
  policy: { formAction?: string; script?: boolean; frameAncestors?: string } = {},
): void {
  const nonce = randomToken(16)
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    policy.script ? `script-src 'nonce-${nonce}'` : undefined,
    'img-src data:',
    `form-action ${policy.formAction ?? "'none'"}`,
    `frame-ancestors ${policy.frameAncestors ?? "'none'"}`,
    "base-uri 'none'",
  ].filter(Boolean)
  res.statusCode = status
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Content-Security-Policy', csp.join('; '))
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Referrer-Policy', 'no-referrer')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.end(render(nonce))
}

export function sendRefused(res: ServerResponse, message: string, status = 400): void {
  sendHtml(res, status, (nonce) => refusedPage(nonce, message))
}

/** Sends the authorization response back to the app the way it asked (response_mode). */
export function sendAuthorizationResponse(
  res: ServerResponse,
  target: ReplyTarget,
  values: Record<string, string>,
): void {
  const params = new URLSearchParams(values)
  if (target.state !== undefined) params.set('state', target.state)

  if (target.responseMode === 'form_post') {
    sendHtml(res, 200, (nonce) => formPostPage(nonce, target.redirectUri.href, params), {
      formAction: target.redirectUri.origin,
      script: true,
      frameAncestors: "'self'",
    })
    return
  }
  const location = new URL(target.redirectUri.href)
  if (target.responseMode === 'fragment') location.hash = params.toString()
  else params.forEach((value, key) => location.searchParams.set(key, value))
  res.statusCode = 302
  res.setHeader('Location', location.href)
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Referrer-Policy', 'no-referrer')
  res.end()
}
