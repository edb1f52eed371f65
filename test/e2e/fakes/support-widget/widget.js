// A stand-in for a third-party support chat widget, served by the fake server (../handlers/widget.mjs) at
// /support-widget/widget.js. It behaves like the real kind the site is built for (docs/decisions/
// 016-support-widget.md): it reads `language` and `hide_widget_on_init` from its own URL and initialises
// only on DOMContentLoaded (it never looks at document.readyState), so loaded after the page it waits
// until the site fires the synthetic page-ready event. It then draws one element,
// <div id="support-widget" data-language="…">, hidden by an inline `display: none` when
// hide_widget_on_init=true: the contract the site's controller shows and hides.
;(() => {
  const script = document.currentScript
  const params = new URL(script instanceof HTMLScriptElement ? script.src : location.href).searchParams
  const language = params.get('language') ?? 'en'
  const hideOnInit = params.get('hide_widget_on_init') === 'true'

  document.addEventListener(
    'DOMContentLoaded',
    (event) => {
      const root = document.createElement('div')
      root.id = 'support-widget'
      root.dataset.language = language
      // What woke it: the site's synthetic event is untrusted (isTrusted false), the browser's own is trusted.
      root.dataset.initialisedBy = event.isTrusted ? 'browser' : 'page'
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = `Support chat (${language})`
      // CSSOM writes: allowed under the site's CSP (no 'unsafe-inline' styles), like real widgets do it.
      Object.assign(button.style, { padding: '8px 12px', borderRadius: '999px', border: '0', background: '#0b57d0', color: '#fff', font: '14px sans-serif' })
      // Other specs share the integrations site: the bubble lets clicks through to whatever it covers.
      Object.assign(root.style, { position: 'fixed', bottom: '12px', insetInlineEnd: '12px', zIndex: '30', pointerEvents: 'none' })
      if (hideOnInit) root.style.display = 'none'
      root.append(button)
      document.body.append(root)
    },
    { once: true },
  )
})()
