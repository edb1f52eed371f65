// The default layout: header, main content, footer, and the page-wide islands. Header and footer are
// ready at once: on a streamed page they are rendered as strings all the same (Markup).
import type { ReactNode } from 'react'
import { Footer } from '../../components/Footer'
import { Header } from '../../components/Header'
import { Markup } from '../../lib/markup.server'
import { Chrome } from '../Chrome'

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Markup className="contents">
        <Header />
      </Markup>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Markup className="contents">
        <Footer />
        <Chrome />
      </Markup>
    </>
  )
}
