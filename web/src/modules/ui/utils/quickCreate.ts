import type { RoleName } from '@dealbook/contracts';
import type { ComponentType } from 'react';

/** What a quick-create form gets from the picker that opened it. */
export interface QuickCreateFormProps<T> {
  /** What was typed in the picker: the form starts from it. */
  text: string;
  /** Saved: the picker picks it. */
  onCreated: (record: T) => void;
  onCancel: () => void;
}

/** How a record picker creates a record of its type from typed text ("Create company “Acme Ltd”"). */
export interface QuickCreate<T> {
  /** "company": the item reads Create company “…”, the dialog New company. */
  noun: string;
  /** The least role that may create it: the guard of the record type's POST route. */
  role: RoleName;
  /** The record type's create form, cut to what one needs to create it in passing. */
  Form: ComponentType<QuickCreateFormProps<T>>;
}

const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether to offer creating a record named as typed: whenever some text is typed and no record
 * the lookup found bears that very name. A partial match ("Acme" finding "Acme Holdings") still
 * offers it, since the record wanted may be another one; an exact one does not, since that
 * record is in the list to pick (the create form's duplicate warning catches the near misses).
 */
export function offersCreate<T>(text: string, found: readonly T[], name: (record: T) => string): boolean {
  const wanted = comparable(text);
  return wanted !== '' && !found.some((record) => comparable(name(record)) === wanted);
}
