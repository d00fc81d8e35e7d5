import { memo, useMemo, useState } from 'react'
import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  IconButton,
  Select,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes'
import { CircleAlert, Eye, MousePointerClick, Pencil, PencilOff, X } from 'lucide-react'
import type { BoundCommand } from './commands'
import type { SelectedElement } from './editor-state'
import type { ApplyResult, ElementChanges } from './visual-edit'
import { ColorField } from './ColorField'
import { isHexColor, normalizeHex } from './color'
import { isElementColor } from '../../engine/compose'
import type { SchemeColorsEdit } from '../../engine/edit'
import type { ColorSchemeGroup } from '../../engine/model'
import {
  elementColorChoice,
  findSection,
  readSettingValue,
  sectionName,
  sectionSchemeChoice,
  type SchemeOption,
} from './settings'

export const EDIT_MODE_LABEL = 'Edit Mode'
export const EXIT_EDIT_LABEL = 'Exit Edit'
export const EDIT_HINT = 'Click elements to edit'
export const APPLY_LABEL = 'Apply Changes'

type SchemeColorValues = Record<string, Record<string, string>>

/** Each scheme's colours as the theme stores them: scheme id -> colour id -> #rrggbb. */
function schemeColorValues(group: ColorSchemeGroup | undefined): SchemeColorValues {
  return Object.fromEntries((group?.schemes ?? []).map((s) => [s.id, { ...s.colors }]))
}

/** The scheme colours that differ from the theme's, per scheme, normalised to #rrggbb. */
export function changedSchemeColors(
  group: ColorSchemeGroup | undefined,
  values: SchemeColorValues,
): SchemeColorsEdit[] {
  return (group?.schemes ?? []).flatMap((scheme) => {
    const colors = Object.fromEntries(
      Object.entries(values[scheme.id] ?? {})
        .filter(([id, value]) => value !== scheme.colors[id])
        .map(([id, value]) => [id, normalizeHex(value) ?? value]),
    )
    return Object.keys(colors).length > 0 ? [{ schemeId: scheme.id, colors }] : []
  })
}

interface SectionColor {
  settingId: string
  label: string
  /** the stored #rrggbb, '' while unset (the colour scheme decides) */
  initial: string
}

/**
 * The colour settings of the element's whole section (background, text), offered beside the
 * element's own fields; the target itself and the colours of single texts are left out.
 */
export function sectionColorChoices(
  files: Record<string, string>,
  template: string,
  selection: SelectedElement,
): SectionColor[] {
  const sectionId = selection.sectionId ?? selection.target?.sectionId
  if (!sectionId) return []
  const found = findSection(files, template, sectionId)
  const { target } = selection
  const defs = found?.schema?.settings ?? []
  return defs
    .filter((d) => d.type === 'color' && !isElementColor(defs, d.id))
    .filter(
      (d) => !(target && !target.blockId && target.sectionId === sectionId && target.settingId === d.id),
    )
    .map((d) => {
      const stored = found?.section.settings?.[d.id]
      return {
        settingId: d.id,
        label: sectionLabel(d.label && !d.label.startsWith('t:') ? d.label : d.id.replace(/_/g, ' ')),
        initial: normalizeHex(typeof stored === 'string' ? stored : '') ?? '',
      }
    })
}

/** 'Text color' -> 'Section text color': these colour everything in the section. */
function sectionLabel(label: string): string {
  return /^section\b/i.test(label) ? label : `Section ${label.charAt(0).toLowerCase()}${label.slice(1)}`
}

/** The registry's Apply Changes (commands/): not enabled while anything runs. */
export type ApplyElementChanges = BoundCommand<(changes: ElementChanges) => Promise<ApplyResult>>

export interface EditTabProps {
  editMode: boolean
  /** The registry's Edit Mode (commands/). */
  toggleEditMode: BoundCommand
  selection: SelectedElement | null
  files: Record<string, string>
  template: string
  apply: ApplyElementChanges
  /** The registry's Clear selection: Cancel and the × of the selected element. */
  clearSelection: BoundCommand
  /** a viewer of the store: no edit mode, nothing to select or change */
  readOnly?: boolean
}

export const VIEWER_CANNOT_EDIT_HERE =
  'Viewers cannot edit this theme: ask the store’s owner to make you an editor. You can still look at every template in the preview.'

export const EditTab = memo(function EditTab({
  editMode,
  toggleEditMode,
  selection,
  files,
  template,
  apply,
  clearSelection,
  readOnly = false,
}: EditTabProps) {
  if (readOnly) {
    return (
      <Flex direction="column" gap="4">
        <Heading as="h2" size="3">
          Visual editor
        </Heading>
        <Card size="2" className="text-center">
          <Flex direction="column" align="center" gap="2" py="4" data-testid="edit-read-only">
            <Eye className="size-6 text-[var(--gray-10)]" aria-hidden />
            <Text size="2" color="gray" className="max-w-xs">
              {VIEWER_CANNOT_EDIT_HERE}
            </Text>
          </Flex>
        </Card>
      </Flex>
    )
  }
  return (
    <Flex direction="column" gap="4">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <div>
          <Heading as="h2" size="3">
            Visual editor
          </Heading>
          <Text as="p" size="2" color="gray">
            {EDIT_HINT}
          </Text>
        </div>
        <Button
          onClick={toggleEditMode.perform}
          disabled={!toggleEditMode.enabled}
          variant="solid"
          color={editMode ? 'gray' : undefined}
          highContrast={editMode}
          aria-pressed={editMode}
        >
          {editMode ? (
            <PencilOff className="size-4" aria-hidden />
          ) : (
            <Pencil className="size-4" aria-hidden />
          )}
          {editMode ? EXIT_EDIT_LABEL : EDIT_MODE_LABEL}
        </Button>
      </Flex>

      {!editMode ? (
        <Card size="2" className="text-center">
          <Flex direction="column" align="center" gap="2" py="4">
            <Pencil className="size-6 text-[var(--gray-10)]" aria-hidden />
            <Text size="2" color="gray" className="max-w-xs">
              Turn on Edit Mode, then click a heading, a text, an image or a section in the preview to change
              it. Every change is saved as a new version you can undo.
            </Text>
          </Flex>
        </Card>
      ) : selection === null ? (
        <Card size="2" className="text-center">
          <Flex direction="column" align="center" gap="2" py="4" data-testid="no-selection">
            <MousePointerClick className="size-6 text-[var(--accent-10)]" aria-hidden />
            <Text size="2" weight="medium">
              {EDIT_HINT}
            </Text>
            <Text size="2" color="gray" className="max-w-xs">
              Hover the preview to see what can be edited: texts, images and section colours.
            </Text>
          </Flex>
        </Card>
      ) : (
        <SelectionForm
          key={selectionKey(selection)}
          selection={selection}
          files={files}
          template={template}
          apply={apply}
          clearSelection={clearSelection}
        />
      )}
    </Flex>
  )
})

function selectionKey(selection: SelectedElement): string {
  const { target, bounds } = selection
  return [
    target?.sectionId,
    target?.blockId,
    target?.settingId,
    selection.sectionId,
    selection.tag,
    bounds.x,
    bounds.y,
  ].join('|')
}

const TAG_NAMES: Record<string, string> = {
  h1: 'Heading',
  h2: 'Heading',
  h3: 'Heading',
  h4: 'Heading',
  h5: 'Heading',
  h6: 'Heading',
  p: 'Paragraph',
  a: 'Link',
  button: 'Button',
  img: 'Image',
  span: 'Text',
  li: 'List item',
}

export function elementTitle(selection: SelectedElement): string {
  if (selection.target?.kind === 'color') return 'Section background'
  if (selection.target?.kind === 'image') return 'Image'
  return TAG_NAMES[selection.tag] ?? (selection.target?.kind === 'text' ? 'Text' : 'Section')
}

function SelectionForm({
  selection,
  files,
  template,
  apply,
  clearSelection,
}: {
  selection: SelectedElement
  files: Record<string, string>
  template: string
  apply: ApplyElementChanges
  clearSelection: BoundCommand
}) {
  const { target } = selection
  const initialValue = useMemo(() => {
    if (!target) return ''
    const stored = readSettingValue(files, template, target)
    if (target.kind === 'color') return normalizeHex(stored ?? '') ?? selection.color ?? '#000000'
    if (target.kind === 'image') return stored ?? selection.imageSrc ?? ''
    return stored ?? selection.content
  }, [files, template, target, selection])
  const scheme = useMemo(
    () => (selection.sectionId ? sectionSchemeChoice(files, template, selection.sectionId) : undefined),
    [files, template, selection.sectionId],
  )
  const colors = useMemo(() => sectionColorChoices(files, template, selection), [files, template, selection])
  const ownColor = useMemo(
    () => (target ? elementColorChoice(files, template, target) : undefined),
    [files, template, target],
  )
  // The text's colour as it shows now: its own, else what its section gives it.
  const initialOwnColor = ownColor
    ? (normalizeHex(ownColor.stored) ?? selection.textColor ?? selection.sectionTextColor ?? '#000000')
    : ''
  const [value, setValue] = useState(initialValue)
  const [ownColorValue, setOwnColorValue] = useState(initialOwnColor)
  const [schemeValue, setSchemeValue] = useState(scheme?.value ?? '')
  const [colorValues, setColorValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(colors.map((c) => [c.settingId, c.initial])),
  )
  const [schemeColors, setSchemeColors] = useState(() => schemeColorValues(scheme?.group))
  const [error, setError] = useState<string | null>(null)
  const [applying, setApplying] = useState(false)

  const valueChanged = target !== undefined && value !== initialValue
  const ownColorChanged = ownColor !== undefined && ownColorValue !== initialOwnColor
  const schemeChanged = scheme !== undefined && schemeValue !== scheme.value
  const changedColors = colors
    .map((c) => ({ settingId: c.settingId, value: colorValues[c.settingId] ?? c.initial }))
    .filter((c, i) => c.value !== colors[i]?.initial)
  const changedSchemes = changedSchemeColors(scheme?.group, schemeColors)
  const valid =
    (target?.kind !== 'color' || isHexColor(value)) &&
    (!ownColorChanged || isHexColor(ownColorValue)) &&
    changedColors.every((c) => isHexColor(c.value)) &&
    changedSchemes.every((s) => Object.values(s.colors).every(isHexColor))
  const canApply =
    (valueChanged ||
      ownColorChanged ||
      schemeChanged ||
      changedColors.length > 0 ||
      changedSchemes.length > 0) &&
    valid &&
    apply.enabled &&
    !applying
  const section = selection.sectionId ? sectionName(files, template, selection.sectionId) : undefined

  const submit = async () => {
    if (!canApply) return
    setApplying(true)
    setError(null)
    const result = await apply.perform({
      ...(valueChanged ? { value } : {}),
      ...(ownColorChanged && ownColor
        ? {
            elementColor: {
              settingId: ownColor.settingId,
              value: normalizeHex(ownColorValue) ?? ownColorValue,
            },
          }
        : {}),
      ...(schemeChanged && scheme ? { scheme: { settingId: scheme.settingId, value: schemeValue } } : {}),
      ...(changedColors.length > 0 ? { sectionColors: changedColors } : {}),
      ...(changedSchemes.length > 0 ? { schemeColors: changedSchemes } : {}),
    })
    setApplying(false)
    if (!result.ok) setError(result.error)
  }

  return (
    <Card size="2" asChild>
      <form
        aria-label="Selected element"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Flex direction="column" gap="4">
          <Flex justify="between" align="start" gap="2">
            <div>
              <Flex align="center" gap="2">
                <Heading as="h3" size="3">
                  {elementTitle(selection)}
                </Heading>
                {target && (
                  <Badge size="1" variant="soft" color="gray">
                    {target.kind}
                  </Badge>
                )}
              </Flex>
              {section && (
                <Text as="p" size="1" color="gray" mt="1">
                  In section: {section}
                </Text>
              )}
            </div>
            <IconButton
              type="button"
              variant="ghost"
              color="gray"
              aria-label="Clear selection"
              onClick={clearSelection.perform}
              disabled={!clearSelection.enabled}
            >
              <X className="size-4" />
            </IconButton>
          </Flex>

          {target?.kind === 'text' && (
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="edit-text" size="2" weight="medium">
                Text content
              </Text>
              <TextArea
                id="edit-text"
                value={value}
                onChange={(event) => setValue(event.target.value)}
                rows={Math.min(8, Math.max(2, Math.ceil(value.length / 40)))}
                maxLength={5000}
              />
            </Flex>
          )}
          {target?.kind === 'image' && (
            <Flex direction="column" gap="2">
              <Text as="label" htmlFor="edit-image" size="2" weight="medium">
                Image URL
              </Text>
              <TextField.Root
                id="edit-image"
                value={value}
                onChange={(event) => setValue(event.target.value)}
                placeholder="https://…"
                type="url"
              />
              {/^https:\/\//.test(value) && (
                <img
                  src={value}
                  alt=""
                  className="max-h-32 w-full rounded-md border border-[var(--gray-a5)] object-cover"
                />
              )}
            </Flex>
          )}
          {ownColor && (
            <Flex direction="column" gap="1">
              <ColorField
                label={`${elementTitle(selection)} color`}
                value={ownColorValue}
                onChange={setOwnColorValue}
              />
              <Text size="1" color="gray">
                This {elementTitle(selection).toLowerCase()} only: the rest of the section keeps its colours.
              </Text>
            </Flex>
          )}
          {target?.kind === 'text' && !ownColor && colors.length > 0 && (
            <Text size="1" color="gray">
              This text has no colour of its own: the section’s text colour below colours all of its text.
            </Text>
          )}
          {target?.kind === 'color' && (
            <ColorField label="Background color" value={value} onChange={setValue} />
          )}
          {!target && (
            <Text size="2" color="gray">
              This element has no setting of its own.{' '}
              {scheme || colors.length > 0
                ? 'You can change its section’s colours below.'
                : 'Try a heading, a text or an image.'}
            </Text>
          )}

          {scheme && (
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="medium" id="scheme-label">
                Section colours
              </Text>
              <Select.Root value={schemeValue} onValueChange={setSchemeValue}>
                <Select.Trigger aria-labelledby="scheme-label" />
                <Select.Content position="popper">
                  {scheme.options.map((option) => (
                    <Select.Item key={option.value} value={option.value}>
                      <SchemeOptionLabel
                        option={option}
                        colors={schemeColors[option.value]}
                        group={scheme.group}
                      />
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
              <Text size="1" color="gray">
                The colour scheme of the whole section: background, text and buttons.
              </Text>
            </Flex>
          )}

          {scheme?.group && (
            <SchemeColorsFields
              group={scheme.group}
              schemeId={schemeValue}
              values={schemeColors[schemeValue] ?? {}}
              onChange={(colorId, next) =>
                setSchemeColors((all) => ({
                  ...all,
                  [schemeValue]: { ...all[schemeValue], [colorId]: next },
                }))
              }
            />
          )}

          {colors.map((color) => {
            const current = colorValues[color.settingId] ?? ''
            const setColor = (next: string) => setColorValues((all) => ({ ...all, [color.settingId]: next }))
            return current === '' ? (
              <Flex key={color.settingId} justify="between" align="center" gap="2">
                <div>
                  <Text as="p" size="2" weight="medium">
                    {color.label}
                  </Text>
                  <Text as="p" size="1" color="gray">
                    Follows the section’s colour scheme
                  </Text>
                </div>
                <Button
                  type="button"
                  size="1"
                  variant="soft"
                  aria-label={`Set ${color.label}`}
                  onClick={() =>
                    // Picking starts from the colour the section shows now.
                    setColor(
                      /background|bg/i.test(color.settingId)
                        ? (selection.color ?? '#ffffff')
                        : (selection.sectionTextColor ?? selection.textColor ?? '#000000'),
                    )
                  }
                >
                  Set colour
                </Button>
              </Flex>
            ) : (
              <ColorField key={color.settingId} label={color.label} value={current} onChange={setColor} />
            )
          })}

          {error && (
            <Callout.Root color="red" size="1" role="alert">
              <Callout.Icon>
                <CircleAlert className="size-4" />
              </Callout.Icon>
              <Callout.Text>{error}</Callout.Text>
            </Callout.Root>
          )}

          <Flex gap="2" justify="end">
            <Button
              type="button"
              variant="soft"
              color="gray"
              onClick={clearSelection.perform}
              disabled={!clearSelection.enabled}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={!canApply} loading={applying}>
              {APPLY_LABEL}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  )
}

/** A scheme's name with a swatch of its background and text, as the scheme looks now. */
function SchemeOptionLabel({
  option,
  colors,
  group,
}: {
  option: SchemeOption
  colors: Record<string, string> | undefined
  group: ColorSchemeGroup | undefined
}) {
  if (!option.swatch) return <>{option.label}</>
  // The swatch follows colours being edited before they are applied.
  const background = normalizeHex(colors?.[group?.roles.background ?? ''] ?? '') ?? option.swatch.background
  const text = normalizeHex(colors?.[group?.roles.text ?? ''] ?? '') ?? option.swatch.text
  return (
    <Flex as="span" align="center" gap="2">
      <span
        aria-hidden
        className="inline-flex h-5 w-7 items-center justify-center rounded border border-[var(--gray-a6)] text-[10px] font-semibold leading-none"
        style={{ background: background || undefined, color: text || undefined }}
      >
        Aa
      </span>
      {option.label}
    </Flex>
  )
}

/**
 * The colours of the chosen scheme itself (background, text, buttons...), as the theme's colour
 * scheme group defines them: changing them changes every section in that scheme.
 */
function SchemeColorsFields({
  group,
  schemeId,
  values,
  onChange,
}: {
  group: ColorSchemeGroup
  schemeId: string
  values: Record<string, string>
  onChange(colorId: string, value: string): void
}) {
  const scheme = group.schemes.find((s) => s.id === schemeId)
  if (!scheme || group.colors.length === 0) return null
  const title = `${scheme.name} colours`
  return (
    <Flex
      direction="column"
      gap="3"
      role="group"
      aria-label={title}
      className="@container rounded-md border border-[var(--gray-a5)] p-3"
    >
      <div>
        <Text as="p" size="2" weight="medium">
          {title}
        </Text>
        <Text as="p" size="1" color="gray">
          Every section in {scheme.name} changes, across the whole theme.
        </Text>
      </div>
      <div className="grid grid-cols-1 items-end gap-3 @[20rem]:grid-cols-2">
        {group.colors.map((color) => (
          <ColorField
            key={`${schemeId}-${color.id}`}
            label={color.label}
            value={values[color.id] ?? ''}
            onChange={(next) => onChange(color.id, next)}
          />
        ))}
      </div>
    </Flex>
  )
}
