import { describe, expect, it } from 'vitest'
import { mailboxKey } from './mailbox'

describe('mailboxKey: the mailbox an address reaches', () => {
  it.each([
    ['Bob@Example.com', 'bob@example.com'],
    [' bob+alerts@example.com ', 'bob@example.com'],
    ['bob+1+2@example.com', 'bob@example.com'],
    ['b.o.b@gmail.com', 'bob@gmail.com'],
    ['B.ob+x@GoogleMail.com', 'bob@gmail.com'],
    // Dots count outside Gmail; a leading + is part of the name.
    ['b.ob@example.com', 'b.ob@example.com'],
    ['+bob@example.com', '+bob@example.com'],
  ])('%s → %s', (email, key) => {
    expect(mailboxKey(email)).toBe(key)
  })
})
