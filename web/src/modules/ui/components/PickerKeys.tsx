import { Classes } from '@blueprintjs/core';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { usePopupStateOnControl } from '../hooks/usePopupStateOnControl.js';

export interface PickerKeysProps {
  /**
   * What is typed in the picker's box and not yet picked; '' when nothing is. Leave it out where
   * the typed text is the value itself (a free-text name with suggestions).
   */
  pending?: string;
  /** What one picks, for the message under the box ("company": "'Acme' matches no company"). */
  noun?: string;
  /** Whether the pending text matches anything offered; undefined while that is not known yet. */
  matched?: boolean | undefined;
  /** Whether the list offers to create a record from the text ("Create company …"). */
  creatable?: boolean;
  children: ReactNode;
}

/** Whether the key event comes from a picker box whose list is open (Blueprint marks it on the combobox). */
const listOpen = (target: EventTarget) =>
  target instanceof Element && target.closest('[role="combobox"]')?.getAttribute('aria-expanded') === 'true';

/** The words under a picker holding typed text that is not a choice; null when there is none. */
export function unpickedMessage(
  pending: string,
  noun: string,
  matched: boolean | undefined,
  creatable = false,
): string | null {
  const text = pending.trim();
  if (!text) return null;
  if (creatable) {
    return matched === false
      ? `'${text}' matches no ${noun} — create it from the list or clear it`
      : `'${text}' is not picked yet — pick a ${noun} or create one from the list, or clear it`;
  }
  return matched === false
    ? `'${text}' matches no ${noun} — pick one or clear it`
    : `'${text}' is not picked yet — pick a ${noun} from the list or clear it`;
}

/**
 * The one keyboard behaviour of every picker (Blueprint MultiSelect, Suggest and Select) in the app:
 * - Enter picks the highlighted entry and never submits the surrounding form, while the list is
 *   open or the box holds typed text;
 * - Escape closes the list only, not the dialog around it;
 * - typed text that was not picked is never dropped silently: once the box is left it is flagged
 *   under the box, and the surrounding form does not submit until it is picked or cleared (or,
 *   where the picker offers it, created: RecordPicker's "Create …" item).
 */
export function PickerKeys({ pending = '', noun, matched, creatable, children }: PickerKeysProps) {
  const box = useRef<HTMLDivElement>(null);
  usePopupStateOnControl(box);
  const openAtKeyDown = useRef(false);
  const [inside, setInside] = useState(false);
  // Set when the person tried to go on (Enter on nothing, a submit) with the text still there.
  const [insisted, setInsisted] = useState(false);
  const message = noun ? unpickedMessage(pending, noun, matched, creatable) : null;

  useEffect(() => setInsisted(false), [pending]);

  // The form's own submit handler (React's, at the root) runs after this listener on the form.
  const blocking = useRef<string | null>(null);
  blocking.current = message;
  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return;
    const holdSubmit = (event: Event) => {
      if (blocking.current === null) return;
      event.preventDefault();
      event.stopPropagation();
      setInsisted(true);
      // Shown, not focused: focusing the box would open its list over the message.
      box.current?.scrollIntoView?.({ block: 'center' });
    };
    form.addEventListener('submit', holdSubmit);
    return () => form.removeEventListener('submit', holdSubmit);
  }, []);

  // Read before the picker's own handlers close the list.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    openAtKeyDown.current = listOpen(event.target);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (openAtKeyDown.current || pending.trim() !== '')) {
      event.preventDefault();
    }
    if (event.key === 'Escape' && openAtKeyDown.current) event.stopPropagation();
  };

  const shown = message !== null && (!inside || insisted);
  return (
    <div
      ref={box}
      className="db-picker"
      onKeyDownCapture={onKeyDownCapture}
      onKeyDown={onKeyDown}
      // After the picker's own keyup, which picks: a pick empties the box in the same render.
      onKeyUp={(event) => event.key === 'Enter' && pending.trim() !== '' && setInsisted(true)}
      onFocus={() => setInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInside(false);
      }}
    >
      {children}
      {shown && (
        <div className={`db-picker__unpicked ${Classes.INTENT_DANGER}`} role="alert">
          <span className={Classes.FORM_HELPER_TEXT}>{message}</span>
        </div>
      )}
    </div>
  );
}
