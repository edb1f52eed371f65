// Structured logs: one JSON line per event (time, level, event, request or job id, fields), so the
// Workers log view can filter on them. Fields are scalars named by the caller: never a lead's
// fields, an email, a phone number, a name or an IP (a log outlives the retention of the data).
import { AsyncLocalStorage } from 'node:async_hooks'

export type LogLevel = 'info' | 'warn' | 'error'
export type LogFields = Record<string, string | number | boolean | null | undefined>

/** Who a line belongs to: the request (`request_id`) or the background job run (`job`, `job_id`). */
export interface LogScope {
  request_id?: string
  job?: string
  job_id?: string
}

// The scope follows the async work started inside it (awaits, waitUntil promises), so code deep in
// a module logs with its request id without the context being passed down.
const scopes = new AsyncLocalStorage<LogScope>()

/** Runs `fn` with every log line inside it (also from promises it starts) carrying `scope`. */
export function withLogScope<T>(scope: LogScope, fn: () => T): T {
  return scopes.run(scope, fn)
}

const SINKS: Record<LogLevel, (line: string) => void> = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
}

/** The line as written: scope and fields after the fixed keys, which a field cannot overwrite. */
export function formatLine(level: LogLevel, event: string, fields: LogFields = {}, scope: LogScope = {}, now = new Date()): string {
  return JSON.stringify({ ...fields, ...scope, time: now.toISOString(), level, event })
}

function write(level: LogLevel, event: string, fields?: LogFields): void {
  SINKS[level](formatLine(level, event, fields, scopes.getStore()))
}

export const log = {
  info: (event: string, fields?: LogFields) => write('info', event, fields),
  warn: (event: string, fields?: LogFields) => write('warn', event, fields),
  error: (event: string, fields?: LogFields) => write('error', event, fields),
}

/** An error's message (never its stack: paths and code in a log line help nobody and may leak). */
export function errorText(error: unknown, max = 500): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, max)
}
