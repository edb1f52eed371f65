// Vitest globalSetup (Node side): maildev, the mail catcher (npm package, a devDependency), on free
// ports of 127.0.0.1, so the worker under test sends real SMTP from workerd (worker-mailer over
// `cloudflare:sockets`) and a test reads the mail back through maildev's REST API.
// Provides `maildev`: `{ smtpPort, webUrl }`; a closed port (the SMTP server is down) and a silent
// one (it hangs) for the failure tests.
import { type ChildProcess, spawn } from 'node:child_process'
import { type AddressInfo, createServer, type Socket } from 'node:net'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    maildev: {
      /** maildev's SMTP port on 127.0.0.1. */
      smtpPort: number
      /** maildev's web address: GET /api/email lists the caught mails, DELETE /api/email/all forgets them. */
      webUrl: string
      /** A port on 127.0.0.1 where nothing listens (connection refused). */
      closedPort: number
      /** A port whose server accepts connections and never says a word (a hung SMTP server). */
      silentPort: number
    }
  }
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export default async function setup(project: TestProject) {
  const [smtpPort, webPort, closedPort] = [await freePort(), await freePort(), await freePort()]
  const bin = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'maildev')
  const child: ChildProcess = spawn(bin, ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000)
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000)
  })
  const webUrl = `http://127.0.0.1:${webPort}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`maildev exited (${child.exitCode}):\n${output}`)
    try {
      if ((await fetch(`${webUrl}/api/healthz`, { signal: AbortSignal.timeout(1000) })).ok) break
    } catch {}
    if (Date.now() > deadline) throw new Error(`maildev did not start within 30 s:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const sockets = new Set<Socket>()
  const silent = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  const silentPort = (silent.address() as AddressInfo).port
  project.provide('maildev', { smtpPort, webUrl, closedPort, silentPort })
  return async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}
