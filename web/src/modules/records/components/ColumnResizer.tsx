import type { KeyboardEvent, PointerEvent } from 'react';

const minWidth = 60;
const maxWidth = 800;
const keyStep = 16;

const clamp = (width: number) => Math.min(maxWidth, Math.max(minWidth, Math.round(width)));

export interface ColumnResizerProps {
  /** The column's name, for the handle's own ("Width of Company"). */
  label: string;
  width: number;
  onResize: (width: number) => void;
}

/**
 * The handle on a column header's right edge: dragged with a mouse or a finger, or moved with the
 * arrow keys once focused (a window splitter, in WAI-ARIA's words), it sets the column's width.
 */
export function ColumnResizer({ label, width, onResize }: ColumnResizerProps) {
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    const handle = event.currentTarget;
    const startX = event.clientX;
    handle.setPointerCapture(event.pointerId);
    const move = (moved: globalThis.PointerEvent) => onResize(clamp(width + moved.clientX - startX));
    const stop = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', stop);
      handle.removeEventListener('pointercancel', stop);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', stop);
    handle.addEventListener('pointercancel', stop);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const change = event.key === 'ArrowRight' ? keyStep : event.key === 'ArrowLeft' ? -keyStep : 0;
    if (change === 0) return;
    event.preventDefault();
    onResize(clamp(width + change));
  };
  return (
    <div
      className="db-column-resizer"
      role="separator"
      aria-orientation="vertical"
      aria-label={`Width of ${label}`}
      aria-valuenow={width}
      aria-valuemin={minWidth}
      aria-valuemax={maxWidth}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}
