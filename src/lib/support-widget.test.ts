// The support widget's route rules, script URL and configuration checks (product spec sections 2 and 9).
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_WIDGET_SELECTOR,
  parseWidgetSelector,
  parseWidgetUrl,
  supportWidgetConfig,
  WIDGET_POLL_MS,
  widgetLanguage,
  widgetPresence,
  widgetScriptUrl,
} from './support-widget'

describe('widgetPresence', () => {
  it('hides the widget on the index route, with or without a locale prefix', () => {
    for (const path of ['/', '/ar', '/ar/', '/he']) expect(widgetPresence(path), path).toBe('hidden')
  })

  it('never has the widget on the careers and partners routes, in any locale, nor below them', () => {
    for (const path of ['/careers', '/partners', '/fr/careers', '/ar/partners', '/careers/apply', '/partners/account'])
      expect(widgetPresence(path), path).toBe('absent')
  })

  it('shows the widget on every other page, including look-alike paths and unknown ones', () => {
    for (const path of ['/catalog', '/catalog/12', '/ar/catalog', '/blog/some-article', '/terms', '/careersx', '/partnership', '/no-such-page', '/xx/careers'])
      expect(widgetPresence(path), path).toBe('shown')
  })
})

describe('widgetScriptUrl', () => {
  it('asks for the language and hide_widget_on_init=true', () => {
    const url = new URL(widgetScriptUrl('https://chat.example.com/widget.js', 'ar'))
    expect(url.origin + url.pathname).toBe('https://chat.example.com/widget.js')
    expect(url.searchParams.get('language')).toBe('ar')
    expect(url.searchParams.get('hide_widget_on_init')).toBe('true')
  })

  it("keeps the configured URL's own query, and its language and hide flag never win over the page's", () => {
    const url = new URL(widgetScriptUrl('https://chat.example.com/w.js?key=abc&language=de&hide_widget_on_init=false', 'fr'))
    expect(url.searchParams.get('key')).toBe('abc')
    expect(url.searchParams.getAll('language')).toEqual(['fr'])
    expect(url.searchParams.getAll('hide_widget_on_init')).toEqual(['true'])
  })
})

describe('widgetLanguage', () => {
  it("takes the site's locale code from <html lang>", () => {
    expect(widgetLanguage('ar-SA')).toBe('ar')
    expect(widgetLanguage('he-IL')).toBe('he')
    expect(widgetLanguage('en-US')).toBe('en')
  })

  it('falls back to English for a language the site does not speak', () => {
    expect(widgetLanguage('')).toBe('en')
    expect(widgetLanguage('bq')).toBe('en')
    expect(widgetLanguage('xx-YY')).toBe('en')
  })
})

describe('configuration', () => {
  it('is off when SUPPORT_WIDGET_URL is empty, blank or missing', () => {
    expect(supportWidgetConfig({})).toBeUndefined()
    expect(supportWidgetConfig({ SUPPORT_WIDGET_URL: '' })).toBeUndefined()
    expect(supportWidgetConfig({ SUPPORT_WIDGET_URL: '   ' })).toBeUndefined()
  })

  it('is off for anything but an absolute http(s) URL without credentials', () => {
    for (const value of [
      'widget.js',
      '/widget.js',
      'javascript:alert(1)',
      'data:text/javascript,1',
      'ftp://x.example/w.js',
      'https://user:pw@x.example/w.js',
      'http://',
    ])
      expect(parseWidgetUrl(value), value).toBeUndefined()
  })

  it('takes an http(s) URL, without its fragment, and the default selector', () => {
    expect(supportWidgetConfig({ SUPPORT_WIDGET_URL: ' https://chat.example.com/widget.js#x ' })).toEqual({
      url: 'https://chat.example.com/widget.js',
      selector: DEFAULT_WIDGET_SELECTOR,
    })
    expect(parseWidgetUrl('http://127.0.0.1:8797/widget.js')?.origin).toBe('http://127.0.0.1:8797')
  })

  it('takes a configured selector, and the default for an empty or overlong one', () => {
    expect(parseWidgetSelector('.woot-widget-holder')).toBe('.woot-widget-holder')
    expect(parseWidgetSelector('')).toBe('#support-widget')
    expect(parseWidgetSelector('a'.repeat(201))).toBe('#support-widget')
  })

  it('polls once a second (spec section 9)', () => {
    expect(WIDGET_POLL_MS).toBe(1000)
  })
})
