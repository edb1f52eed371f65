import { describe, expect, it } from 'vitest'
import { CONTENT_ID_PREFIX, localizeLinks, readingMinutes, renderContent, renderMarkdown, safeHref, sanitizeHtml, slugify } from './markdown.server'

/** Script-injection payloads from the usual cheat sheets (OWASP XSS filter evasion and friends). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="http://evil.example" onclick="alert(1)">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>@import "//evil.example/x.css";</style>',
  '<link rel=stylesheet href=//evil.example/x.css>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="//evil.example"><button>Go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<base href="javascript:alert(1)//">',
  '"><script>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '<h2 id="x" onmouseover="alert(1)">Heading</h2>',
  '<p>Hi <!-- <script>alert(1)</script> --></p>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](data:text/html,<script>alert(1)</script>)',
  '![img](javascript:alert(1))',
  '<javascript:alert(1)>',
  '<a href="/\t/evil.example">x</a>',
  '<a href=" /\n/evil.example">x</a>',
  '<a href="/\r\n/evil.example">x</a>',
  '<a href="/&#9;/evil.example">x</a>',
  '<a href="/&#x0A;/evil.example">x</a>',
  '<a href="/&#47;evil.example">x</a>',
  '[click](</\t/evil.example>)',
]

/**
 * What must never survive in a real tag (escaped text such as `&lt;img onerror=…&gt;` is inert): a
 * script element, an embedding or styling element, an event handler, a style, or a dangerous URL.
 */
function assertInert(html: string) {
  const tags = html.match(/<[a-z][^>]*>/gi) ?? []
  for (const tag of tags) {
    expect(tag, tag).toMatch(/^<(h[2-4]|p|br|hr|strong|b|em|i|s|u|blockquote|ul|ol|li|a|code|pre|table|thead|tbody|tr|th|td)[\s>]/i)
    expect(tag, tag).not.toMatch(/\son[a-z]+\s*=/i)
    expect(tag, tag).not.toMatch(/\sstyle\s*=/i)
    expect(tag, tag).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/i)
    expect(tag, tag).not.toMatch(/href="\/\//)
    // Browsers drop TAB/CR/LF inside a URL: `/<TAB>/evil` would be followed as `//evil`.
    expect(tag, tag).not.toMatch(/href="[^"]*\p{Cc}/u)
    expect(tag, tag).not.toMatch(/\sid="(?!h-)/)
  }
  expect(html).not.toMatch(/<\s*script/i)
}

describe('content can never inject script', () => {
  it.each(PAYLOADS)('as HTML rich text: %s', (payload) => {
    assertInert(renderContent(`<p>Before</p>${payload}<p>After</p>`).html)
    assertInert(sanitizeHtml(payload))
  })

  it.each(PAYLOADS)('inside Markdown: %s', (payload) => {
    assertInert(renderMarkdown(`## Title\n\nText ${payload} more.\n\n- item ${payload}\n`).html)
  })
})

describe('Markdown', () => {
  it('renders headings with ids, lists, emphasis, quotes, tables and site links', () => {
    const { html, headings } = renderMarkdown(
      '## Buying off-plan\n\nRead **this** and *that*.\n\n### Escrow\n\n- one\n- two\n\n1. first\n\n> quote\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[Catalogue](/catalog?location=dubai-marina) and [mail](mailto:hello@marsa.ae)',
    )
    expect(html).toContain('<h2 id="h-buying-off-plan">Buying off-plan</h2>')
    expect(html).toContain('<h3 id="h-escrow">Escrow</h3>')
    expect(html).toContain('<strong>this</strong>')
    expect(html).toContain('<em>that</em>')
    expect(html).toContain('<ul>')
    expect(html).toContain('<ol>')
    expect(html).toContain('<blockquote>')
    expect(html).toContain('<table>')
    expect(html).toContain('<a href="/catalog?location=dubai-marina">Catalogue</a>')
    expect(html).toContain('<a href="mailto:hello@marsa.ae">mail</a>')
    expect(headings).toEqual([
      { level: 2, id: 'h-buying-off-plan', text: 'Buying off-plan' },
      { level: 3, id: 'h-escrow', text: 'Escrow' },
    ])
  })

  it('keeps raw HTML as text, opens https links safely and makes repeated heading ids unique', () => {
    const { html, headings } = renderMarkdown('## FAQ\n\n<b>raw</b>\n\n## FAQ\n\n[x](https://dubailand.gov.ae)')
    expect(html).toContain('&lt;b&gt;raw&lt;/b&gt;')
    expect(headings.map((h) => h.id)).toEqual(['h-faq', 'h-faq-2'])
    expect(html).toContain('<a href="https://dubailand.gov.ae" rel="noopener noreferrer" target="_blank">x</a>')
  })

  it('keeps entities as text in the headings list (Refer & Earn)', () => {
    expect(renderMarkdown('## Refer & Earn "now"').headings[0]).toEqual({ level: 2, id: 'h-refer-earn-now', text: 'Refer & Earn “now”' })
  })

  it('gives Arabic headings Arabic anchors', () => {
    expect(renderMarkdown('## شروط الاستخدام').headings[0]?.id).toBe('h-شروط-الاستخدام')
    expect(slugify('  1. Who we are ')).toBe('1-who-we-are')
  })

  it('counts words for the reading time: 200 a minute, at least one', () => {
    const { words } = renderMarkdown(`## Title\n\n${'word '.repeat(999)}`)
    expect(words).toBe(1000)
    expect(readingMinutes(words)).toBe(5)
    expect(readingMinutes(20)).toBe(1)
  })
})

describe('safeHref', () => {
  it.each([
    ['/catalog', '/catalog'],
    ['#section', '#section'],
    ['https://wa.me/971', 'https://wa.me/971'],
    ['mailto:a@b.ae', 'mailto:a@b.ae'],
    ['http://insecure.example', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    [' /catalog ', '/catalog'],
    // Whitespace or a control character inside: browsers drop TAB/CR/LF, so these would go off-site.
    ['/\t/evil.example', null],
    ['/\n/evil.example', null],
    ['/\r/evil.example', null],
    [' /\n/evil.example', null],
    ['/\u0000/evil.example', null],
    ['/a b', null],
    ['/\u00a0/evil.example', null],
    ['/\u200b/evil.example', null],
    ['/\u202e/evil.example', null],
    ['#a\tb', null],
    ['https://ok.example/\t/x', null],
    ['mailto:a@b.ae\n', 'mailto:a@b.ae'],
  ])('%j → %j', (href, expected) => {
    expect(safeHref(href)).toBe(expected)
  })
})

describe("links from the backend's rich text", () => {
  it.each([
    '<p><a href="/\t/evil.example">tab</a></p>',
    '<p><a href=" /\n/evil.example">tab</a></p>',
    '<p><a href="/&#9;/evil.example">tab</a></p>',
    '<p><a href="/&#47;evil.example">tab</a></p>',
    '<p><a title="t" href="//evil.example">tab</a></p>',
  ])('drops a link it refuses and keeps its text: %j', (source) => {
    expect(renderContent(source).html).toBe('<p>tab</p>')
  })

  it('keeps the text of a refused link inside a kept one, and the kept one whole', () => {
    expect(sanitizeHtml('<p><a href="/ok">a <em>b</em></a> <a href="/\t/x">c</a> <a href="/fine">d</a></p>')).toBe(
      '<p><a href="/ok">a <em>b</em></a> c <a href="/fine">d</a></p>',
    )
  })

  it('sets rel and target once on an external link, whatever the source said', () => {
    const { html } = renderContent(
      '<p><a href="https://dubailand.gov.ae" rel="opener" target="_blank">DLD</a> <a title="Map" href="https://maps.example/x" target="_self">map</a></p>',
    )
    expect(html).toBe(
      '<p><a href="https://dubailand.gov.ae" rel="noopener noreferrer" target="_blank">DLD</a> <a title="Map" href="https://maps.example/x" rel="noopener noreferrer" target="_blank">map</a></p>',
    )
    for (const tag of html.match(/<a\b[^>]*>/g) ?? []) {
      expect(tag.match(/\srel=/g)).toHaveLength(1)
      expect(tag.match(/\starget=/g)).toHaveLength(1)
    }
  })

  it('gives a site link neither rel nor target from the source', () => {
    expect(renderContent('<p><a href="/catalog" target="_blank" rel="opener">c</a></p>').html).toBe('<p><a href="/catalog">c</a></p>')
  })
})

describe("content ids never collide with the app's", () => {
  it('prefixes every heading id, made or given (h2/h3 from their text, an h4 its own)', () => {
    const { html, headings } = renderContent('<h2 id="main">Contact</h2><h3 id="results">Results</h3><h4 id="islands">Islands</h4><h4 id="contact">x</h4>')
    expect(html).toBe('<h2 id="h-contact">Contact</h2><h3 id="h-results">Results</h3><h4 id="h-islands">Islands</h4><h4 id="h-contact">x</h4>')
    expect(headings.map((h) => h.id)).toEqual(['h-contact', 'h-results'])
    expect(headings.every((h) => h.id.startsWith(CONTENT_ID_PREFIX))).toBe(true)
  })

  it('points in-content links at the prefixed ids, leaving other fragments alone', () => {
    const { html } = renderMarkdown('## FAQ\n\n## شروط الاستخدام\n\n[see the FAQ](#faq), [terms](#شروط-الاستخدام), [again](#h-faq) and [contact us](#contact)')
    expect(html).toContain('<a href="#h-faq">see the FAQ</a>')
    expect(html).toContain(`<a href="#h-${encodeURIComponent('شروط-الاستخدام')}">terms</a>`)
    expect(html).toContain('<a href="#h-faq">again</a>')
    expect(html).toContain('<a href="#contact">contact us</a>')
  })
})

describe('localizeLinks', () => {
  it("points links to the site's pages at the page in the locale, and leaves files, other sites and prefixed paths alone", () => {
    const html =
      '<p><a href="/catalog?location=dubai-marina">a</a> <a href="/blog/x#h-y">b</a> <a href="/">c</a> <a href="/fr/terms">d</a> ' +
      '<a href="/brochures/x.pdf">e</a> <a href="/images/a.svg">f</a> <a href="https://example.org/catalog">g</a> <a href="//evil.example/x">h</a> <a href="#h-z">i</a></p>'
    expect(localizeLinks(html, 'de')).toBe(
      '<p><a href="/de/catalog?location=dubai-marina">a</a> <a href="/de/blog/x#h-y">b</a> <a href="/de">c</a> <a href="/fr/terms">d</a> ' +
        '<a href="/brochures/x.pdf">e</a> <a href="/images/a.svg">f</a> <a href="https://example.org/catalog">g</a> <a href="//evil.example/x">h</a> <a href="#h-z">i</a></p>',
    )
  })
})
