import { useId } from "react"
import type { Key } from "react-aria-components"
import {
  Button,
  Header,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Select,
  SelectValue,
  Text,
} from "react-aria-components"
import { describedBy, FieldError, useTranslateKey } from "../FieldMessage.js"

/** One choice of a select: its value and what the person reads. */
export interface SelectOption<V extends string> {
  readonly value: V
  readonly label: string
}

/** A titled group of choices (the units of one dimension: energy, volume, …). */
export interface SelectSection<V extends string> {
  readonly section: string
  readonly options: ReadonlyArray<SelectOption<V>>
}

const isSection = <V extends string>(entry: SelectOption<V> | SelectSection<V>): entry is SelectSection<V> =>
  "section" in entry

export interface SelectFieldProps<V extends string> {
  /** The accessible name; shown above the control unless `showLabel` is false (a table cell). */
  readonly label: string
  readonly showLabel?: boolean
  readonly value: V
  /** The choices, optionally grouped under titles. */
  readonly options: ReadonlyArray<SelectOption<V> | SelectSection<V>>
  readonly onChange: (value: V) => void
  readonly onBlur?: () => void
  /** A help text under the control, read with it. */
  readonly help?: string | undefined
  /** Further descriptions (an error message elsewhere on the page). */
  readonly describedBy?: string | undefined
  readonly invalid?: boolean | undefined
  /**
   * The field's error as a catalogue key (`validation.required`), shown under the control like a
   * TextField's. Passing the prop at all, even undefined, gives the select its error line: always
   * rendered, so that the control is described by it and a new message is read as it appears.
   */
  readonly error?: string | undefined
  readonly disabled?: boolean | undefined
  readonly id?: string | undefined
  /** `field` (label above, form width) or `inline` (beside other controls: a unit, a table cell). */
  readonly variant?: "field" | "inline"
  readonly className?: string
}

// React Aria keys cannot be empty strings: the "nothing chosen" option ("") travels under this key.
const emptyKey = "\u0000empty"
const toKey = (value: string): Key => (value === "" ? emptyKey : value)
const fromKey = (key: Key | null): string => (key === null || key === emptyKey ? "" : String(key))

/**
 * A choice of a few options (units, roles, languages, skip reasons, enumerations): React Aria's Select
 * (docs/decisions/029), so the button, list and focus ring look like the rest of the app on every
 * platform, with the WAI-ARIA listbox keyboard (arrows, typing to find, Home/End, Escape). Long code
 * lists are searched instead (shell/codePicker). A value "" is the "nothing chosen" option.
 */
export const SelectField = <V extends string>(props: SelectFieldProps<V>) => {
  const translate = useTranslateKey()
  const errorId = useId()
  const variant = props.variant ?? "field"
  const withErrorLine = "error" in props
  const description = describedBy(props.describedBy, withErrorLine && errorId)
  const item = (option: SelectOption<V>) => (
    <ListBoxItem
      key={toKey(option.value)}
      id={toKey(option.value)}
      textValue={option.label}
      className="select__option"
    >
      {option.label}
    </ListBoxItem>
  )
  return (
    <Select
      className={`select select--${variant}${props.className ? ` ${props.className}` : ""}`}
      value={toKey(props.value)}
      onChange={(key) => {
        const value = fromKey(key) as V
        if (value !== props.value) props.onChange(value)
      }}
      {...(props.onBlur ? { onBlur: props.onBlur } : {})}
      {...(props.id ? { id: props.id } : {})}
      isInvalid={props.invalid === true || (props.error !== undefined && props.error !== "")}
      isDisabled={props.disabled === true}
      {...(description ? { "aria-describedby": description } : {})}
      {...(props.showLabel === false ? { "aria-label": props.label } : {})}
    >
      {props.showLabel !== false && <Label className="select__label">{props.label}</Label>}
      <Button className="select__button">
        <SelectValue className="select__value" />
        <span className="select__chevron" aria-hidden="true" />
      </Button>
      {props.help && (
        <Text slot="description" className="field__help">
          {props.help}
        </Text>
      )}
      {withErrorLine && (
        <FieldError id={errorId}>{props.error ? <p>{translate(props.error)}</p> : null}</FieldError>
      )}
      <Popover className="select__popover" placement="bottom start">
        <ListBox className="select__list">
          {props.options.map((entry) =>
            isSection(entry) ? (
              <ListBoxSection key={`section:${entry.section}`} className="select__section">
                <Header className="select__section-title">{entry.section}</Header>
                {entry.options.map(item)}
              </ListBoxSection>
            ) : (
              item(entry)
            ),
          )}
        </ListBox>
      </Popover>
    </Select>
  )
}
