// The `test` every e2e spec uses: Playwright's, plus a check that fails the test when a page of it
// threw (an uncaught error or rejection), logged a console error, or warned about hydration (the
// island loader's `console.warn('island hydration', …)` and React's own hydration warnings). An
// error a test provokes on purpose is allowed only by that test, by naming it (`runtimeErrors.expect`).
import { type BrowserContext, test as base, type ConsoleMessage, expect, type WebError } from '@playwright/test'

export { expect }

/** One thing a page logged that the check counts against the test. */
export interface RuntimeProblem {
  kind: 'pageerror' | 'console.error' | 'hydration warning'
  /** The message, then where it came from (a failed request's console error names no URL itself). */
  text: string
}

export interface RuntimeErrors {
  /**
   * This test provokes a problem matching `pattern` on purpose (say, it takes the backend down and
   * the browser logs the failed request): allowed, and it must then be logged at least once.
   */
  expect(pattern: RegExp): void
  /** Also checks a context the test opened itself (`browser.newContext()`). */
  watch(context: BrowserContext): void
  /** What the end-of-test check says: '' when nothing unexpected was logged and every expected problem was. */
  report(): string
}

/** React's hydration warnings and the island loader's (src/lib/islands/hydrate.client.tsx). */
const HYDRATION = /hydrat/i

function describe(kind: RuntimeProblem['kind'], text: string, url: string | undefined): RuntimeProblem {
  return { kind, text: url ? `${text} (at ${url})` : text }
}

function fromConsole(message: ConsoleMessage): RuntimeProblem | undefined {
  const type = message.type()
  const text = message.text()
  if (type === 'error') return describe('console.error', text, message.location().url || message.page()?.url())
  if (type === 'warning' && HYDRATION.test(text)) return describe('hydration warning', text, message.page()?.url())
  return undefined
}

function fromPageError(webError: WebError): RuntimeProblem {
  const error = webError.error()
  // The stack's first frames say where; the message alone ("Transition was skipped") rarely does.
  const stack = error.stack?.split('\n').slice(1, 4).join('\n') ?? ''
  return describe('pageerror', `${error.name}: ${error.message}${stack ? `\n${stack}` : ''}`, webError.page()?.url())
}

/** Collects the problems of every watched context and judges them against the test's expectations. */
export class RuntimeErrorLog implements RuntimeErrors {
  readonly problems: RuntimeProblem[] = []
  private readonly expected: RegExp[] = []

  expect(pattern: RegExp): void {
    this.expected.push(pattern)
  }

  watch(context: BrowserContext): void {
    context.on('weberror', (webError) => this.problems.push(fromPageError(webError)))
    context.on('console', (message) => {
      const problem = fromConsole(message)
      if (problem) this.problems.push(problem)
    })
  }

  report(): string {
    const unexpected = this.problems.filter((p) => !this.expected.some((pattern) => pattern.test(p.text)))
    const missing = this.expected.filter((pattern) => !this.problems.some((p) => pattern.test(p.text)))
    return [...unexpected.map((p) => `${p.kind}: ${p.text}`), ...missing.map((pattern) => `expected a problem matching ${pattern}, none was logged`)].join('\n')
  }
}

export const test = base.extend<{ runtimeErrors: RuntimeErrors }>({
  runtimeErrors: [
    async ({ context }, use) => {
      const log = new RuntimeErrorLog()
      log.watch(context)
      await use(log)
      expect(log.report(), 'the pages of this test logged runtime errors').toBe('')
    },
    // Every test gets the check, whether it names the fixture or not.
    { auto: true },
  ],
})
