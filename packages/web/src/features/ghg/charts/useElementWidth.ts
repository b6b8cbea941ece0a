import { useEffect, useRef, useState } from "react"

/** The width of an element in CSS pixels, followed as it changes (window size, zoom). */
export const useElementWidth = <E extends HTMLElement>(initial: number) => {
  const ref = useRef<E>(null)
  const [width, setWidth] = useState(initial)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width) || initial)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [initial])
  return { ref, width }
}
