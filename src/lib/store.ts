// The one jotai store every island of a page shares in the browser (the server renders each
// request with a fresh store of its own: see Document).
import { createStore } from 'jotai'

export const store = createStore()
