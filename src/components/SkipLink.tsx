// "Skip to content": the first focusable element of every layout.
import { usePage } from '../lib/page-context'

export function SkipLink() {
  const { t } = usePage()
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-elevated focus:px-4 focus:py-2"
    >
      {t('header.skip')}
    </a>
  )
}
