// Web fonts after the first paint (issue 12, LCP ≤ 1.2 s). On a first visit the page paints in the
// system fonts of the stack (the families are named, their @font-face rules are not there yet) and
// the fonts' stylesheet is added once the page has loaded and the browser is idle (at most a second later), so ≈ 90 KB of fonts never compete with
// the document, the inline CSS and the hero image; the text then swaps to Inter and Playfair. Once a
// visit has loaded them (a flag in localStorage), later pages add the stylesheet in the head, before
// anything paints: the fonts come from the HTTP cache (immutable, hashed), so they paint at once.
// Without JavaScript a <noscript> link loads them the plain way.

export const FONTS_KEY = 'marsa:fonts'

/** The head script (CSP nonce'd) for the @font-face stylesheet at `href` (a hashed /build path). */
export function fontLoaderScript(href: string): string {
  if (!/^\/build\/fonts-[0-9a-f]+\.css$/.test(href)) throw new Error(`unexpected font stylesheet path: ${href}`)
  return `(function(){var d=document,k='${FONTS_KEY}';function l(){if(d.querySelector('link[data-fonts]'))return;var e=d.createElement('link');e.rel='stylesheet';e.href='${href}';e.setAttribute('data-fonts','');d.head.appendChild(e);try{localStorage.setItem(k,'1')}catch(x){}}var s=null;try{s=localStorage.getItem(k)}catch(x){}if(s)l();else addEventListener('load',function(){(window.requestIdleCallback||setTimeout)(l,{timeout:1000})})})()`
}
