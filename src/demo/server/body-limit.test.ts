// @vitest-environment node
import { request, type IncomingMessage } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_LIMIT_BYTES, UPLOAD_BODY_LIMIT_BYTES } from '@/demo/server/middleware'
import { type LoopbackDemo, startLoopbackDemo } from '@/testing/demo-loopback'

// The demo middleware in a real HTTP server on loopback, driven by raw requests so that a body can
// be announced, or streamed without ever ending.

let demo: LoopbackDemo

beforeAll(async () => {
  demo = await startLoopbackDemo()
})

afterAll(() => demo.close())

interface Answer {
  status: number
  body: string
  headers: IncomingMessage['headers']
}

/** Sends headers, then `write` decides what of the body goes out; resolves with the answer (even while the body is unfinished). */
function send(
  path: string,
  headers: Record<string, string | number>,
  write: (req: ReturnType<typeof request>) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: demo.port, path, method: 'POST', headers },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body, headers: res.headers })
          req.destroy()
        })
      },
    )
    // Writing into a connection the server has closed after answering is expected here.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    )
    write(req)
  })
}

const chunk = Buffer.alloc(64 * 1024, 97)

describe('request body limits', () => {
  it('refuses an announced oversized body at once, without reading it', async () => {
    const answer = await send(
      '/api/feedback',
      { 'Content-Type': 'application/json', 'Content-Length': BODY_LIMIT_BYTES + 1 },
      (req) => req.flushHeaders(),
    )
    expect(answer.status).toBe(413)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['content-type']).toBe('application/problem+json')
    expect(JSON.parse(answer.body)).toMatchObject({
      status: 413,
      title: 'Payload Too Large',
      detail: 'The request body is over the limit of 1 MB for this address.',
    })
  })

  it('refuses a streamed body as soon as it passes the limit, before it ends', async () => {
    const answer = await send(
      '/api/feedback',
      { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      (req) => {
        // A little over the limit, and the request is never ended: only counting can refuse it.
        for (let sent = 0; sent <= BODY_LIMIT_BYTES; sent += chunk.length) req.write(chunk)
      },
    )
    expect(answer.status).toBe(413)
  })

  it('lets an upload be larger, up to its own limit', async () => {
    const size = 5 * 1024 * 1024
    const answer = await send(
      '/api/proposal/prop-107/attachment',
      { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': size },
      (req) => {
        for (let sent = 0; sent < size; sent += chunk.length)
          req.write(chunk.subarray(0, Math.min(chunk.length, size - sent)))
        req.end()
      },
    )
    // Read whole and handed to the route, which wants a signed-in person.
    expect(answer.status).toBe(401)
    const over = await send(
      '/api/proposal/prop-107/attachment',
      {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': UPLOAD_BODY_LIMIT_BYTES + 1,
      },
      (req) => req.flushHeaders(),
    )
    expect(over.status).toBe(413)
    expect(JSON.parse(over.body)).toMatchObject({
      detail: 'The request body is over the limit of 21 MB for this address.',
    })
  })

  it('reads a body under the limit as before', async () => {
    const body = JSON.stringify({ subject: 'Small', message: 'x'.repeat(10_000) })
    const answer = await send(
      '/api/feedback',
      { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      (req) => req.end(body),
    )
    expect(answer.status).toBe(401)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
  })
})
