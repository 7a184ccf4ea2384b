import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { createElement, type ReactNode } from 'react';

let toaster: Promise<Toaster> | undefined;

function getToaster(): Promise<Toaster> {
  // Bottom right: at the top, toasts covered the page header and its buttons.
  toaster ??= OverlayToaster.create({ position: Position.BOTTOM_RIGHT, maxToasts: 4 });
  return toaster;
}

/** A button on a toast that takes back what it reports ("Undo"). */
export interface ToastAction {
  text: string;
  onClick: () => void;
}

function show(intent: Intent, message: ReactNode, icon: 'tick' | 'error' | 'warning-sign', action?: ToastAction): void {
  // A toast with an action stays longer: 5 s is too short to read it and reach the button.
  const timeout = action ? 30_000 : 5000;
  void getToaster().then((t) => t.show({ intent, message, icon, timeout, action }));
}

export function toastSuccess(message: string, action?: ToastAction): void {
  show(Intent.SUCCESS, message, 'tick', action);
}

export function toastWarning(message: string): void {
  show(Intent.WARNING, message, 'warning-sign');
}

/** A danger toast; with a detail it reads as a bold title over the server's message. */
export function toastError(title: string, detail?: string): void {
  const message = detail
    ? createElement('div', null, createElement('strong', null, title), createElement('div', null, detail))
    : title;
  show(Intent.DANGER, message, 'error');
}

/** Dismisses every toast, e.g. a stale "Login Failed" once the sign-in succeeds. */
export function clearToasts(): void {
  void toaster?.then((t) => t.clear());
}
