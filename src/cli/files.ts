// Reading and writing themes on disk for the command line. Binary assets become base64 data URLs
// in ThemeFiles and bytes again on disk, as in the ZIP archive (see src/engine/archive.ts).
import { lstat, mkdir, readdir, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative as relativePath, sep } from 'node:path'
import {
  ArchiveError,
  binaryAssetBase64,
  binaryAssetDataUrl,
  binaryAssetType,
  importZip,
  MAX_ARCHIVE_BYTES,
  MAX_ARCHIVE_FILES,
} from '../engine/archive'
import { isThemePath, THEME_FOLDERS, type ThemeFiles } from '../engine/model'

/** An error whose message is all the user needs to see. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message)
    this.name = 'CliError'
  }
}

const NESTED_TEMPLATE_FOLDERS = ['customers', 'metaobject']

async function statOrUndefined(path: string) {
  try {
    return await stat(path)
  } catch {
    return undefined
  }
}

async function lstatOrUndefined(path: string) {
  try {
    return await lstat(path)
  } catch {
    return undefined
  }
}

/** A theme from a folder or a ZIP file. */
export async function readThemeInput(path: string, shown = path): Promise<ThemeFiles> {
  const info = await statOrUndefined(path)
  if (!info) throw new CliError(`No such file or folder: ${shown}`)
  return info.isDirectory() ? readThemeDir(path, shown) : readThemeZip(path, shown)
}

export async function readThemeZip(path: string, shown = path): Promise<ThemeFiles> {
  const info = await statOrUndefined(path)
  if (!info) throw new CliError(`No such file: ${shown}`)
  if (info.isDirectory()) throw new CliError(`${shown} is a folder, expected a ZIP file`)
  try {
    return await importZip(await readFile(path))
  } catch (error) {
    if (error instanceof ArchiveError) throw new CliError(`${shown}: ${error.message}`)
    throw error
  }
}

/**
 * Only the theme folders are read: node_modules, .git, dotfiles and root files are skipped.
 *
 * Symbolic links are followed only within the theme: a link whose target lies inside the folder
 * being read is read as that file (or folder), and a link that leads out of it (or nowhere) is
 * refused, naming the link, before anything is read. `vitrine zip` of a folder never packs a file
 * from elsewhere on the disk.
 */
export async function readThemeDir(dir: string, shown = dir): Promise<ThemeFiles> {
  const info = await statOrUndefined(dir)
  if (!info) throw new CliError(`No such folder: ${shown}`)
  if (!info.isDirectory()) throw new CliError(`${shown} is a file, expected a theme folder`)
  const root = await realpath(dir)
  const inside = (target: string) => {
    const path = relativePath(root, target)
    return path !== '' && path !== '..' && !path.startsWith(`..${sep}`) && !path.startsWith(sep)
  }
  /** What a theme path is on disk, links followed only within the theme. */
  const entryInfo = async (path: string, link: boolean) => {
    if (link) {
      let target: string
      try {
        target = await realpath(join(dir, path))
      } catch {
        throw new CliError(
          `${shown}: ${path} is a symbolic link to nothing; remove it or replace it with the file`,
        )
      }
      if (!inside(target))
        throw new CliError(
          `${shown}: ${path} is a symbolic link out of the theme folder (to ${target}); ` +
            'links are only followed within the theme',
        )
    }
    return stat(join(dir, path))
  }
  const paths: string[] = []
  const collect = async (relative: string, depth: number) => {
    for (const entry of await readdir(join(dir, relative), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue
      const path = `${relative}/${entry.name}`
      const info = await entryInfo(path, entry.isSymbolicLink())
      if (info.isDirectory()) {
        if (relative === 'templates' && NESTED_TEMPLATE_FOLDERS.includes(entry.name) && depth === 1) {
          await collect(path, depth + 1)
        } else {
          throw new CliError(
            `Not a valid theme file path in ${shown}: ${path}/ (theme folders have no subfolders)`,
          )
        }
      } else if (info.isFile()) {
        if (!isThemePath(path)) throw new CliError(`Not a valid theme file path in ${shown}: ${path}`)
        paths.push(path)
      }
    }
  }
  for (const folder of THEME_FOLDERS) {
    const entry = await lstatOrUndefined(join(dir, folder))
    if (!entry) continue
    const info = await entryInfo(folder, entry.isSymbolicLink())
    if (info.isDirectory()) await collect(folder, 1)
  }
  if (paths.length === 0) {
    throw new CliError(
      `No theme files in ${shown} (expected folders such as layout/, sections/ and templates/)`,
    )
  }
  if (paths.length > MAX_ARCHIVE_FILES) {
    throw new CliError(`Too many files in ${shown}: ${paths.length} (at most ${MAX_ARCHIVE_FILES})`)
  }

  const files: ThemeFiles = {}
  let total = 0
  for (const path of paths.sort()) {
    const bytes = await readFile(join(dir, path))
    total += bytes.length
    if (total > MAX_ARCHIVE_BYTES) {
      throw new CliError(
        `${shown} is too large: more than ${MAX_ARCHIVE_BYTES / 1024 / 1024} MB of theme files`,
      )
    }
    files[path] =
      binaryAssetType(path) === undefined
        ? bytes.toString('utf8')
        : binaryAssetDataUrl(path, bytes.toString('base64'))
  }
  return files
}

/**
 * Writes the files under dir. A folder that already holds something is only touched with force,
 * and then only its theme folders are replaced.
 */
export async function writeThemeDir(
  dir: string,
  files: ThemeFiles,
  force: boolean,
  shown = dir,
): Promise<void> {
  const info = await statOrUndefined(dir)
  if (info && !info.isDirectory()) throw new CliError(`${shown} exists and is not a folder`)
  if (info && (await readdir(dir)).length > 0) {
    if (!force) throw new CliError(`Folder ${shown} is not empty (add --force to replace its theme files)`)
    for (const folder of THEME_FOLDERS) await rm(join(dir, folder), { recursive: true, force: true })
  }
  for (const [path, source] of Object.entries(files)) {
    if (!isThemePath(path)) throw new CliError(`Refusing to write a file outside the theme folders: ${path}`)
    const target = join(dir, path)
    await mkdir(dirname(target), { recursive: true })
    const base64 = binaryAssetBase64(path, source)
    await writeFile(target, base64 === undefined ? source : Buffer.from(base64, 'base64'))
  }
}

export async function writeOutputFile(path: string, data: string | Uint8Array, shown = path): Promise<void> {
  const info = await statOrUndefined(path)
  if (info?.isDirectory()) throw new CliError(`${shown} is a folder, expected a file name`)
  try {
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, data)
  } catch (error) {
    throw new CliError(`Could not write ${shown}: ${(error as Error).message}`)
  }
}
