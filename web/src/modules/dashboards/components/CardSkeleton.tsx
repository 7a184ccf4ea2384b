import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface CardSkeletonProps {
  /** Read out while the section loads. */
  label: string;
  /** The content's usual height in px, reserved while it loads. */
  height?: number | undefined;
  /** Or a class that sets it, when it differs with the width. */
  className?: string;
  /** A stand-in of the content's own shape (a chart without bars), hidden under the skeleton: its height at any width. */
  shape?: ReactNode;
}

/**
 * What a dashboard section shows while it loads: a skeleton as tall as the content that replaces
 * it, so nothing below moves when the data arrives (issue 33: the cards pushed the page down).
 */
export function CardSkeleton({ label, height = 24, shape, className }: CardSkeletonProps) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <div
        className={`${Classes.SKELETON} ${className ?? ''}`}
        style={shape || className ? undefined : { height }}
        aria-hidden="true"
      >
        {shape}
      </div>
    </div>
  );
}
