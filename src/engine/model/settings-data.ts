// config/settings_data.json keeps a theme's live settings in one of two forms: `current` is the
// settings object itself, or `current` names one of `presets` (Dawn and Horizon ship presets
// this way). Every reader and writer of the live settings goes through liveSettings, so neither
// form is missed.

/** Where a theme keeps its settings' values. */
export const SETTINGS_DATA = 'config/settings_data.json'

export interface SettingsData {
  current?: unknown
  presets?: Record<string, unknown>
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The live settings object of a parsed settings_data.json: `current` itself, or the preset it
 * names. The object is the one inside `data`, so a writer changes `data` through it. Null when
 * there is none (no data, a `current` naming no preset, or not an object).
 */
export function liveSettings(data: unknown): Record<string, unknown> | null {
  if (!isObject(data)) return null
  const { current, presets } = data as SettingsData
  if (typeof current === 'string') {
    const preset = isObject(presets) ? presets[current] : undefined
    return isObject(preset) ? preset : null
  }
  return isObject(current) ? current : null
}

/**
 * settings_data with its live settings replaced by `live`, written where liveSettings reads them:
 * into the preset `current` names, else into `current`. A new object; `data` is not changed.
 * Null when there is nowhere to write (not an object, or a `current` naming no preset).
 */
export function withLiveSettings(
  data: unknown,
  live: Record<string, unknown>,
): Record<string, unknown> | null {
  if (!isObject(data)) return null
  const { current, presets } = data as SettingsData
  if (typeof current === 'string') {
    if (!isObject(presets) || !isObject(presets[current])) return null
    return { ...data, presets: { ...presets, [current]: live } }
  }
  if (current !== undefined && !isObject(current)) return null
  return { ...data, current: live }
}
