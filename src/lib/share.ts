// Sharing from an island: the device's share sheet (Web Share API) where there is one, else the link
// is copied to the clipboard and a toast says so (or that copying failed, with the text to copy by hand).
import { useToast } from './toast'

export interface CopyLabels {
  /** Toast title after a successful copy. */
  copied: string
  /** Toast title when the clipboard refused. */
  copyFailed: string
}

/** Copies `value` and says so in a toast. */
export function useCopy(labels: CopyLabels): (value: string) => Promise<void> {
  const toast = useToast()
  return async (value) => {
    try {
      await navigator.clipboard.writeText(value)
      toast.add({ title: labels.copied, description: value, color: 'success' })
    } catch {
      toast.add({ title: labels.copyFailed, description: value, color: 'error' })
    }
  }
}

/** Shares `{ title, url }` through the share sheet, else copies the URL (closing the sheet is not a failure). */
export function useShare(labels: CopyLabels): (page: { title: string; url: string }) => Promise<void> {
  const copy = useCopy(labels)
  return async ({ title, url }) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    await copy(url)
  }
}
