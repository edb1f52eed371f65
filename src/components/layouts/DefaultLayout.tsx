// The default layout: header, main content, footer, and the page-wide islands.
import type { ReactNode } from 'react'
import { Chrome } from '../Chrome'
import { Footer } from '../Footer'
import { Header } from '../Header'

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <Chrome />
    </>
  )
}
