// localStorage, or, where the browser refuses it (a frame in the Shopify admin when third-party
// storage is blocked, some privacy modes), a Storage kept in memory for the page's life, so the
// app keeps working there instead of failing on its first read.
class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length(): number {
    return this.items.size
  }
  clear(): void {
    this.items.clear()
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value))
  }
}

let resolved: Storage | null = null

/** The storage to use; decided once per page. */
export function browserStorage(): Storage {
  if (resolved !== null) return resolved
  resolved = usableLocalStorage() ?? new MemoryStorage()
  return resolved
}

function usableLocalStorage(): Storage | null {
  try {
    const storage = window.localStorage
    const probe = '__vitrine_storage_probe__'
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return null
  }
}

/** For tests: decide again on the next call. */
export function forgetBrowserStorage(): void {
  resolved = null
}
