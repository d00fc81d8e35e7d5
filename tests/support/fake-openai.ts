// A loopback stand-in for the OpenAI API: the subset Vitrine uses (POST /v1/chat/completions with a
// json_schema response format), scripted per test, recording every request. Tests point the real
// `openai` SDK at it through `baseURL`, so the SDK's own request building, retries and timeouts run.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/** One scripted answer; each request takes the next one (the last one repeats). */
export type FakeAnswer =
  /** A well-formed completion whose message content is this value as JSON. */
  | { kind: 'json'; value: unknown }
  /** A completion whose message content is this raw text (e.g. broken JSON). */
  | { kind: 'text'; content: string; finishReason?: 'stop' | 'length' }
  /** The model refuses: content null, refusal set. */
  | { kind: 'refusal'; refusal: string }
  /**
   * An HTTP error with an OpenAI-shaped error body. It carries `retry-after-ms` (default 10), which
   * the SDK honours, so retry tests do not sit through the SDK's backoff.
   */
  | { kind: 'status'; status: number; message?: string; retryAfterMs?: number }
  /** Never answers; the socket stays open until the client gives up or the server stops. */
  | { kind: 'hang' }

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  /** The parsed JSON body (undefined when the body was not JSON). */
  body: ChatRequestBody | undefined
}

export interface ChatRequestBody {
  model?: string
  messages?: { role: string; content: unknown }[]
  response_format?: {
    type: string
    json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> }
  }
  [key: string]: unknown
}

export interface FakeOpenAI {
  /** e.g. http://127.0.0.1:54321/v1, to pass as the SDK's baseURL */
  baseURL: string
  requests: RecordedRequest[]
  /** Replaces the script; requests consume answers in order and the last one repeats. */
  script(...answers: FakeAnswer[]): void
  /** Clears recorded requests and the script (the default answer is HTTP 500). */
  reset(): void
  stop(): Promise<void>
}

export const fakeAnswer = {
  json: (value: unknown): FakeAnswer => ({ kind: 'json', value }),
  text: (content: string, finishReason: 'stop' | 'length' = 'stop'): FakeAnswer => ({
    kind: 'text',
    content,
    finishReason,
  }),
  refusal: (refusal: string): FakeAnswer => ({ kind: 'refusal', refusal }),
  status: (status: number, message?: string, retryAfterMs = 10): FakeAnswer => ({
    kind: 'status',
    status,
    message,
    retryAfterMs,
  }),
  hang: (): FakeAnswer => ({ kind: 'hang' }),
}

function completion(model: string, content: string | null, refusal: string | null, finishReason: string) {
  return {
    id: `chatcmpl-fake-${Math.random().toString(36).slice(2, 10)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal, annotations: [] },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
  }
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  })
  res.end(text)
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const requests: RecordedRequest[] = []
  let answers: FakeAnswer[] = []
  let served = 0
  const sockets = new Set<Socket>()

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req)
    let body: ChatRequestBody | undefined
    try {
      body = JSON.parse(raw) as ChatRequestBody
    } catch {
      body = undefined
    }
    requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body })

    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      send(res, 404, {
        error: { message: `Unknown route ${req.method} ${req.url}`, type: 'invalid_request_error' },
      })
      return
    }
    const answer: FakeAnswer = answers[Math.min(served, answers.length - 1)] ?? {
      kind: 'status',
      status: 500,
      message: 'No answer scripted',
    }
    served++
    const model = body?.model ?? 'unknown'
    switch (answer.kind) {
      case 'json':
        send(res, 200, completion(model, JSON.stringify(answer.value), null, 'stop'))
        return
      case 'text':
        send(res, 200, completion(model, answer.content, null, answer.finishReason ?? 'stop'))
        return
      case 'refusal':
        send(res, 200, completion(model, null, answer.refusal, 'stop'))
        return
      case 'status':
        send(
          res,
          answer.status,
          {
            error: { message: answer.message ?? 'The server had an error', type: 'server_error', code: null },
          },
          { 'retry-after-ms': String(answer.retryAfterMs ?? 10) },
        )
        return
      case 'hang':
        return
    }
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script(...next) {
      answers = next
      served = 0
    },
    reset() {
      requests.length = 0
      answers = []
      served = 0
    },
    stop() {
      for (const socket of sockets) socket.destroy()
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  }
}
