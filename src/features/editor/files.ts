// The File Browser's view of a theme: files grouped by their top-level folder ("root" for the
// few without one), each with its character count (SPEC.md, Files tab).

export const ROOT_GROUP = 'root'

export interface FileEntry {
  path: string
  /** the name inside its folder: 'theme.liquid', 'customers/login.json' */
  name: string
  chars: number
}

export interface FileGroup {
  folder: string
  files: FileEntry[]
}

/** Groups in the order Shopify lists theme folders, then any others, then "root". */
const FOLDER_ORDER = ['layout', 'templates', 'sections', 'blocks', 'snippets', 'assets', 'config', 'locales']

export function groupThemeFiles(files: Record<string, string>): FileGroup[] {
  const groups = new Map<string, FileEntry[]>()
  for (const path of Object.keys(files)) {
    const slash = path.indexOf('/')
    const folder = slash === -1 ? ROOT_GROUP : path.slice(0, slash)
    const name = slash === -1 ? path : path.slice(slash + 1)
    const list = groups.get(folder) ?? []
    list.push({ path, name, chars: files[path]?.length ?? 0 })
    groups.set(folder, list)
  }
  const rank = (folder: string) => {
    if (folder === ROOT_GROUP) return FOLDER_ORDER.length + 1
    const index = FOLDER_ORDER.indexOf(folder)
    return index === -1 ? FOLDER_ORDER.length : index
  }
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([folder, list]) => ({ folder, files: list.sort((a, b) => a.name.localeCompare(b.name)) }))
}

const COUNT = new Intl.NumberFormat('en-US')

export function formatCharCount(chars: number): string {
  return `${COUNT.format(chars)} ${chars === 1 ? 'char' : 'chars'}`
}
