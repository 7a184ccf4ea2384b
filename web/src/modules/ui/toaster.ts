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

/**
 * How long a toast stays: 5 s for the outcome of what the person just did; longer for one with an
 * action (5 s is too short to read it and reach the button) and for news of what someone else did
 * (a client's decision), which arrives while the person is busy with something else.
 */
const toastTimeouts = { outcome: 5000, news: 15_000, action: 30_000 };

interface ToastOptions {
  action?: ToastAction;
  /** News of what someone else did, rather than the outcome of the person's own step. */
  news?: boolean;
  /** Names the toast: showing one with the same key again replaces it. */
  key?: string;
}

function show(
  intent: Intent,
  message: ReactNode,
  icon: 'tick' | 'error' | 'warning-sign',
  { action, news = false, key }: ToastOptions = {},
): void {
  const timeout = action ? toastTimeouts.action : news ? toastTimeouts.news : toastTimeouts.outcome;
  void getToaster().then((t) => t.show({ intent, message, icon, timeout, action }, key));
}

export function toastSuccess(message: string, action?: ToastAction): void {
  show(Intent.SUCCESS, message, 'tick', { action });
}

export function toastWarning(message: string): void {
  show(Intent.WARNING, message, 'warning-sign');
}

/**
 * News of what someone else did (a client approved or rejected): it stays long enough to be seen.
 * One piece of news is one toast: `key` names it, and news heard again (a screen in two rooms
 * hears one change twice) replaces its toast rather than stacking a second.
 */
export function toastNews(message: string, intent: 'success' | 'warning', key: string): void {
  show(
    intent === 'success' ? Intent.SUCCESS : Intent.WARNING,
    message,
    intent === 'success' ? 'tick' : 'warning-sign',
    {
      news: true,
      key,
    },
  );
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
