import { useMemo, useState } from "react"
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from "react-aria-components"
import { useTranslation } from "react-i18next"
import { filterCodeOptions, type CodeOption } from "./filterCodeOptions.js"

/** How many matches the list shows at once: enough to scroll, few enough to render at every keystroke. */
const maxShown = 50

interface CommonProps {
  /** The accessible name (the question's or the column's label). */
  readonly label: string
  /** Shows the label on screen; table cells keep it for screen readers only. */
  readonly showLabel?: boolean
  readonly options: ReadonlyArray<CodeOption>
  readonly describedBy?: string | undefined
  readonly invalid?: boolean | undefined
  readonly disabled?: boolean | undefined
  readonly onBlur?: () => void
}

export type CodePickerProps = CommonProps &
  (
    | {
        readonly multiple: false
        readonly value: string | null
        readonly onChange: (code: string | null) => void
      }
    | {
        readonly multiple: true
        readonly value: ReadonlyArray<string>
        readonly onChange: (codes: ReadonlyArray<string>) => void
      }
  )

/**
 * A searchable choice from a long code list (1,025 NACE codes, 249 countries, the waste catalogue):
 * type a code ("62.10") or words of the name in the interface language and pick from the matches.
 * One code, or several shown as removable chips. React Aria's ComboBox gives the keyboard and
 * screen-reader behaviour of the WAI-ARIA combobox pattern (docs/decisions/023); the matching is
 * ours (`filterCodeOptions`), so codes are found by their digits too.
 */
export const CodePicker = (props: CodePickerProps) => {
  const { t } = useTranslation()
  const names = useMemo(() => new Map(props.options), [props.options])
  const chosen = props.multiple ? props.value : props.value === null ? [] : [props.value]
  const selectedName = !props.multiple && props.value !== null ? (names.get(props.value) ?? props.value) : ""
  // What the field holds, for matching only: React Aria owns the field's text, so that its own resets
  // (to the chosen name, or to empty after a choice of several) do not reopen the list.
  const [typed, setTyped] = useState<string | null>(null)
  // A choice of several starts a fresh, empty and closed field (a new ComboBox), focused for the next
  // search: clearing the field in place would count as typing and open the list again.
  const [round, setRound] = useState(0)
  const query = typed === null || typed === selectedName ? "" : typed
  const candidates = props.multiple ? props.options.filter(([code]) => !chosen.includes(code)) : props.options
  const matches = filterCodeOptions(candidates, query, maxShown + 1)
  const shown = matches.slice(0, maxShown)
  // The chosen code stays in the list (last, when the search does not match it): React Aria reads the
  // field's text back from the list when it resets the field, and must find the choice there.
  if (!props.multiple && props.value !== null && !shown.some(([code]) => code === props.value))
    shown.push([props.value, selectedName])
  const labelClass = props.showLabel === false ? "visually-hidden" : "field__label"

  const choose = (code: string | null) => {
    setTyped(null)
    if (props.multiple) {
      if (code === null) return
      if (!props.value.includes(code)) props.onChange([...props.value, code])
      setRound((r) => r + 1)
    } else if (code !== props.value) {
      props.onChange(code)
    }
  }

  return (
    <div className="code-picker">
      {props.multiple && (
        <ChosenCodes
          label={props.label}
          codes={props.value}
          names={names}
          disabled={props.disabled}
          onRemove={(code) => props.onChange(props.value.filter((c) => c !== code))}
        />
      )}
      <ComboBox
        key={round}
        autoFocus={round > 0}
        className="code-picker__combobox"
        items={shown.map(([code, name]) => ({ id: code, name }))}
        selectedKey={props.multiple ? null : props.value}
        onSelectionChange={(key) => choose(key === null ? null : String(key))}
        defaultInputValue={selectedName}
        onInputChange={(text) => setTyped(text)}
        onBlur={() => {
          setTyped(null)
          props.onBlur?.()
        }}
        isInvalid={props.invalid === true}
        isDisabled={props.disabled === true}
        {...(props.describedBy ? { "aria-describedby": props.describedBy } : {})}
        allowsEmptyCollection
        menuTrigger="input"
      >
        <Label className={labelClass}>{props.label}</Label>
        <div className="code-picker__field">
          <Input className="code-picker__input" />
          <Button className="code-picker__toggle" aria-label={t("codePicker.showAll")}>
            <span aria-hidden="true">▾</span>
          </Button>
        </div>
        <Text slot="description" className={props.showLabel === false ? "visually-hidden" : "field__help"}>
          {t("codePicker.searchHelp")}
        </Text>
        <Popover className="code-picker__popover" placement="bottom start">
          <ListBox
            className="code-picker__list"
            renderEmptyState={() => (
              <p className="code-picker__empty">{t("codePicker.noMatches", { query })}</p>
            )}
          >
            {(item: { id: string; name: string }) => (
              <ListBoxItem id={item.id} textValue={item.name} className="code-picker__option">
                {item.name}
              </ListBoxItem>
            )}
          </ListBox>
          {matches.length > maxShown && (
            <p className="code-picker__more">{t("codePicker.moreMatches", { shown: maxShown })}</p>
          )}
        </Popover>
      </ComboBox>
    </div>
  )
}

/** The codes of a multiple choice as chips, each with its remove button. */
const ChosenCodes = (props: {
  label: string
  codes: ReadonlyArray<string>
  names: ReadonlyMap<string, string>
  disabled: boolean | undefined
  onRemove: (code: string) => void
}) => {
  const { t } = useTranslation()
  if (props.codes.length === 0) return <p className="muted code-picker__none">{t("codePicker.noneChosen")}</p>
  return (
    <ul className="code-picker__chosen" aria-label={`${props.label}: ${t("codePicker.chosen")}`}>
      {props.codes.map((code) => {
        const name = props.names.get(code) ?? code
        return (
          <li key={code} className="chip code-picker__chip">
            <span>{name}</span>
            {!props.disabled && (
              <button
                type="button"
                className="button button--quiet button--small"
                aria-label={t("codePicker.remove", { name })}
                onClick={() => props.onRemove(code)}
              >
                ×
              </button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
