import { useEffect, useState } from 'react'

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['week', 7 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
]

const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

/** "just now", "5 minutes ago", "yesterday", "3 months ago" (or "in 2 hours" for a future time). */
export function formatRelativeTime(timestamp: number, now: number = Date.now()): string {
  const elapsed = now - timestamp
  if (Math.abs(elapsed) < 45 * 1000) return 'just now'
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size || unit === 'minute') {
      return format.format(-Math.round(elapsed / size), unit)
    }
  }
  return 'just now'
}

/** How often a relative time is refreshed: every 30 s in the first hour, then every 10 minutes. */
function refreshInterval(elapsed: number): number {
  return elapsed < 60 * 60 * 1000 ? 30 * 1000 : 10 * 60 * 1000
}

/** A relative time that keeps itself up to date, with the exact date and time on hover. */
export function RelativeTime({ timestamp, prefix }: { timestamp: number; prefix?: string }) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), refreshInterval(now - timestamp))
    return () => clearInterval(timer)
  }, [now, timestamp])
  const text = formatRelativeTime(timestamp, now)
  return (
    <time dateTime={new Date(timestamp).toISOString()} title={new Date(timestamp).toLocaleString()}>
      {prefix ? `${prefix} ${text}` : text}
    </time>
  )
}
