import { Tab } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import type { RecordRef } from '@dealbook/contracts';

export interface RecordPanelsProps {
  parent: RecordRef;
}

/**
 * The related-record tabs every detail page shows (tasks, notes, attachments, events …), each
 * listing the children linked to `parent`. Returned as Blueprint `Tab` elements so the detail
 * page puts them in its own `Tabs` beside its overview and history. Each feature adds its entry.
 */
export function recordPanelTabs({ parent }: RecordPanelsProps): ReactElement[] {
  const tabs: { id: string; title: string; panel: ReactElement; for?: readonly RecordRef['type'][] }[] = [];
  return tabs
    .filter((tab) => !tab.for || tab.for.includes(parent.type))
    .map((tab) => <Tab key={tab.id} id={tab.id} title={tab.title} panel={tab.panel} />);
}
