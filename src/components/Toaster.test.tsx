// The notifications region that toasts render into (src/lib/toast.ts holds their state).
import { createStore, Provider } from 'jotai'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import Toaster from './Toaster.island'

describe('Toaster', () => {
  it('renders the notifications region F8 focuses, labelled', () => {
    const html = renderToString(
      <Provider store={createStore()}>
        <Toaster label="Notifications (F8)" closeLabel="Close" />
      </Provider>,
    )
    expect(html).toMatch(/<section id="notifications" aria-label="Notifications \(F8\)" tabindex="-1"/i)
  })
})
