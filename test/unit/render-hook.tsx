// Runs a React hook once inside a jotai Provider without a DOM (react-dom/server), and hands back
// what it returned plus the store, so atom-driven hooks can be driven and observed from Node.
import { createStore, Provider } from 'jotai'
import { renderToString } from 'react-dom/server'

interface Box {
  result?: unknown
}

function Probe({ useHook, box }: { useHook: () => unknown; box: Box }) {
  box.result = useHook()
  return null
}

export function renderHook<T>(useHook: () => T): { result: T; store: ReturnType<typeof createStore> } {
  const store = createStore()
  const box: Box = {}
  renderToString(
    <Provider store={store}>
      <Probe useHook={useHook} box={box} />
    </Provider>,
  )
  if (!('result' in box)) throw new Error('hook did not run')
  return { result: box.result as T, store }
}
