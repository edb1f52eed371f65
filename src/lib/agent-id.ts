// What an agent id looks like (`MRS-104`): the content schema stores ids of this shape, so a value of
// any other shape can never name one of our agents and is dropped before any lookup.

export const AGENT_ID = /^[A-Za-z0-9_-]{1,40}$/

export const isAgentId = (value: string | undefined | null): value is string => Boolean(value && AGENT_ID.test(value))
