// Strapi 5 Blocks to HTML: every block type and text modifier, escaping, link schemes, nested lists;
// and the result through the site's sanitizer (what a reader finally gets).
import { describe, expect, it } from 'vitest'
import { renderContent } from '../../../lib/markdown.server'
import { blockHref, blocksToHtml } from './blocks.server'

const t = (text: string, marks: Record<string, boolean> = {}) => ({ type: 'text', text, ...marks })
const p = (...children: unknown[]) => ({ type: 'paragraph', children })

describe('blocksToHtml', () => {
  it('renders paragraphs with every text modifier', () => {
    const html = blocksToHtml([
      p(
        t('plain '),
        t('bold', { bold: true }),
        t(' '),
        t('it', { italic: true }),
        t('u', { underline: true }),
        t('s', { strikethrough: true }),
        t('c', { code: true }),
      ),
    ])
    expect(html).toBe('<p>plain <strong>bold</strong> <em>it</em><u>u</u><s>s</s><code>c</code></p>')
  })

  it('combines modifiers on one text', () => {
    expect(blocksToHtml([p(t('x', { bold: true, italic: true }))])).toBe('<p><em><strong>x</strong></em></p>')
  })

  it('maps heading levels 1–6 below the page title (h2, h2, h3, h4, h4, h4)', () => {
    const html = blocksToHtml([1, 2, 3, 4, 5, 6].map((level) => ({ type: 'heading', level, children: [t(`H${level}`)] })))
    expect(html.split('\n')).toEqual(['<h2>H1</h2>', '<h2>H2</h2>', '<h3>H3</h3>', '<h4>H4</h4>', '<h4>H5</h4>', '<h4>H6</h4>'])
  })

  it('renders ordered and unordered lists, a nested list inside the item before it', () => {
    const html = blocksToHtml([
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [t('one')] },
          { type: 'list', format: 'ordered', indentLevel: 1, children: [{ type: 'list-item', children: [t('one.a')] }] },
          { type: 'list-item', children: [t('two')] },
        ],
      },
    ])
    expect(html).toBe('<ul><li>one<ol><li>one.a</li></ol></li><li>two</li></ul>')
  })

  it('renders quotes and code blocks (code text escaped, never formatted)', () => {
    expect(blocksToHtml([{ type: 'quote', children: [t('Said.')] }])).toBe('<blockquote><p>Said.</p></blockquote>')
    expect(blocksToHtml([{ type: 'code', language: 'js', children: [t('if (a < b && c) {}')] }])).toBe('<pre><code>if (a &lt; b &amp;&amp; c) {}</code></pre>')
  })

  it('escapes every text: markup in content stays text', () => {
    const html = blocksToHtml([p(t('<script>alert("x")</script> & <img src=x onerror=alert(1)>'))])
    expect(html).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;</p>')
  })

  it('keeps http(s), mailto and relative links; other schemes lose the link and keep the text', () => {
    const link = (url: string) => blocksToHtml([p({ type: 'link', url, children: [t('here')] })])
    expect(link('https://example.com/a?b=1&c=2')).toBe('<p><a href="https://example.com/a?b=1&amp;c=2">here</a></p>')
    expect(link('mailto:info@example.com')).toBe('<p><a href="mailto:info@example.com">here</a></p>')
    expect(link('/catalog/3')).toBe('<p><a href="/catalog/3">here</a></p>')
    expect(link('javascript:alert(1)')).toBe('<p>here</p>')
    expect(link('//evil.example')).toBe('<p>here</p>')
    expect(link('data:text/html,x')).toBe('<p>here</p>')
    expect(link('"><script>')).toBe('<p>here</p>')
  })

  it.each([' javascript:alert(1)', 'java\tscript:x', 'https://a b', '\\\\evil'])('refuses the link %j', (url) => {
    expect(blockHref(url)).toBeNull()
  })

  it('renders an image block through the caller’s media mapping, and drops it when unmapped', () => {
    const block = { type: 'image', image: { url: '/uploads/a_1.png', alternativeText: 'A "view"', width: 10, height: 5 } }
    expect(blocksToHtml([block], () => ({ src: '/media/uploads/a_1.png', alt: 'A "view"', width: 10, height: 5 }))).toBe(
      '<p><img src="/media/uploads/a_1.png" alt="A &quot;view&quot;" width="10" height="5" loading="lazy"></p>',
    )
    expect(blocksToHtml([block])).toBe('')
  })

  it('skips empty paragraphs, non-blocks and unknown values; an unknown block keeps its text', () => {
    expect(blocksToHtml([p(t('')), null, 'x', 42, { type: 'future', children: [t('kept <b>')] }])).toBe('<p>kept &lt;b&gt;</p>')
  })

  it('keeps soft line breaks', () => {
    expect(blocksToHtml([p(t('a\nb'))])).toBe('<p>a<br>b</p>')
  })
})

describe('Blocks through the site renderer', () => {
  it('gives headings ids, counts words and keeps the markup the sanitizer allows', () => {
    const html = blocksToHtml([{ type: 'heading', level: 2, children: [t('Payment plans')] }, p(t('Ten words of body text make the reading time here today.'))])
    const rendered = renderContent(html)
    expect(rendered.headings).toEqual([{ level: 2, id: 'h-payment-plans', text: 'Payment plans' }])
    expect(rendered.html).toContain('<h2 id="h-payment-plans">Payment plans</h2>')
    expect(rendered.words).toBe(13)
  })

  it('shows an image block from this origin, and nothing for one elsewhere or with a handler', () => {
    const image = (src: string) => blocksToHtml([{ type: 'image', image: {} }], () => ({ src, alt: 'Pool deck', width: 1600, height: 900 }))
    expect(renderContent(image('/media/uploads/pool_a1b2.webp')).html).toBe(
      '<p><img src="/media/uploads/pool_a1b2.webp" alt="Pool deck" width="1600" height="900" loading="lazy"></p>',
    )
    for (const src of ['https://evil.example/x.webp', '//evil.example/x.webp', '/media/uploads/../x.webp', 'javascript:alert(1)', '/media/uploads/x.html'])
      expect(renderContent(image(src)).html, src).not.toContain('<img')
    const forged = renderContent('<p><img src="/images/a.webp" onerror="alert(1)" width="9e9" loading="eager"></p>').html
    expect(forged).toBe('<p><img src="/images/a.webp" loading="lazy"></p>')
  })

  it('opens external links safely and drops a plain-http link the site refuses', () => {
    const { html } = renderContent(
      blocksToHtml([p({ type: 'link', url: 'https://example.com', children: [t('s')] }), p({ type: 'link', url: 'http://example.com', children: [t('h')] })]),
    )
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">s</a>')
    expect(html).toContain('<p>h</p>')
  })
})
