import { useEffect, useId, useRef } from "react"
import { Button, DropZone, FileTrigger, isFileDropItem, type DropItem } from "react-aria-components"
import { useTranslation } from "react-i18next"

export interface FilePickerProps {
  /** The field's name, shown above the drop area and read as the file input's name. */
  readonly label: string
  readonly multiple?: boolean
  /** File name extensions (".pdf") and media types, as the input's `accept`. */
  readonly accept: ReadonlyArray<string>
  readonly files: ReadonlyArray<File>
  readonly onChange: (files: ReadonlyArray<File>) => void
  /** Help texts read with the input (sizes, types). */
  readonly describedBy?: string | undefined
  readonly disabled?: boolean | undefined
}

/** Whether a dropped file is of an accepted type: by its extension or its media type. */
const accepted = (file: File, accept: ReadonlyArray<string>) =>
  accept.some((type) =>
    type.startsWith(".") ? file.name.toLowerCase().endsWith(type.toLowerCase()) : file.type === type,
  )

/**
 * Choosing files without the browser's own "Choose Files" control, which cannot be styled or
 * translated (docs/decisions/029): React Aria's DropZone (drag and drop, or paste) around its
 * FileTrigger (our button opening the system's file dialog), and the chosen names below. The file
 * input itself stays in the page, hidden, named by `label`.
 */
export const FilePicker = (props: FilePickerProps) => {
  const { t } = useTranslation()
  const labelId = useId()
  const input = useRef<HTMLInputElement>(null)
  // FileTrigger's input takes no ARIA props: it is named here, for assistive technology and tests.
  useEffect(() => {
    input.current?.setAttribute("aria-label", props.label)
    if (props.describedBy) input.current?.setAttribute("aria-describedby", props.describedBy)
  }, [props.label, props.describedBy])
  const take = (files: ReadonlyArray<File>) => {
    const usable = files.filter((file) => accepted(file, props.accept))
    props.onChange(props.multiple ? usable : usable.slice(0, 1))
  }
  const onDrop = async (items: ReadonlyArray<DropItem>) =>
    take(await Promise.all(items.filter(isFileDropItem).map((item) => item.getFile())))
  const names = props.files.map((file) => file.name).join(", ")
  return (
    <div className="field file-field">
      <span id={labelId} className="field__label">
        {props.label}
      </span>
      <DropZone
        className="file-drop"
        aria-label={t("controls.files.dropZone")}
        isDisabled={props.disabled === true}
        onDrop={(event) => void onDrop(event.items)}
      >
        <span className="file-drop__text">
          {props.multiple ? t("controls.files.drop") : t("controls.files.dropOne")}
        </span>
        <FileTrigger
          ref={input}
          acceptedFileTypes={props.accept}
          allowsMultiple={props.multiple === true}
          onSelect={(list) => take(Array.from(list ?? []))}
        >
          <Button className="button button--small" isDisabled={props.disabled === true}>
            {props.multiple ? t("controls.files.choose") : t("controls.files.chooseOne")}
          </Button>
        </FileTrigger>
        <p className="file-drop__chosen" aria-live="polite">
          {props.files.length === 0 ? t("controls.files.none") : t("controls.files.chosen", { names })}
        </p>
      </DropZone>
    </div>
  )
}
