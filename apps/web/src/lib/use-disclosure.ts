import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";

/**
 * A button that opens a panel: a pointer press outside the root closes it, and Escape closes it
 * and gives focus back to the button. Spread `rootProps` on the element around both and
 * `buttonProps` (the toggle) on the button.
 */
export function useDisclosure() {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [isOpen]);

  const close = useCallback(({ returnFocus }: { returnFocus: boolean }) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !isOpen) return;
    // This Escape is this panel's: a menu around it (the phone menu) must not close too.
    event.stopPropagation();
    close({ returnFocus: true });
  };

  const rootProps = { ref: rootRef, onKeyDown };
  const buttonProps = {
    ref: buttonRef,
    type: "button" as const,
    "aria-expanded": isOpen,
    onClick: () => setIsOpen((open) => !open),
  };

  return { isOpen, setIsOpen, buttonRef, close, rootProps, buttonProps };
}
