import { H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/useDocumentTitle.js';

export interface PageTitleProps {
  /** What the page is (a record's name on a record page); also the document title's first part. */
  title: string;
  /** The part of the app a record page belongs to ("Companies"), named in the document title only. */
  section?: string;
  /** What the heading shows when it is richer than the plain title (a link, a name that loads). */
  children?: ReactNode;
}

/**
 * The page's one h1 and its document title, together so no page has one without the other. Sized
 * as the section headings of the page were before (`db-page-title`), not as Blueprint's larger h1.
 */
export function PageTitle({ title, section, children }: PageTitleProps) {
  useDocumentTitle(title, section);
  return <H1 className="db-page-title">{children ?? title}</H1>;
}
