import { Tab } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import type { RecordRef } from '@dealbook/contracts';
import { AttachmentsPanel } from '../modules/attachments/components/AttachmentsPanel.js';
import { CommunicationsPanel } from '../modules/communications/components/CommunicationsPanel.js';
import { EventsPanel } from '../modules/crm-events/components/EventsPanel.js';
import { NotesPanel } from '../modules/notes/components/NotesPanel.js';
import { PaymentsPanel } from '../modules/payments/components/PaymentsPanel.js';
import { TasksPanel } from '../modules/tasks/components/TasksPanel.js';

export interface RecordPanelsProps {
  parent: RecordRef;
}

/**
 * The related-record tabs every detail page shows (tasks, notes, attachments, events …), each
 * listing the children linked to `parent`. Returned as Blueprint `Tab` elements so the detail
 * page puts them in its own `Tabs` beside its overview and history. Each feature adds its entry.
 */
export function recordPanelTabs({ parent }: RecordPanelsProps): ReactElement[] {
  const tabs: { id: string; title: string; panel: ReactElement; for?: readonly RecordRef['type'][] }[] = [
    { id: 'tasks', title: 'Tasks', panel: <TasksPanel parent={parent} /> },
    { id: 'notes', title: 'Notes', panel: <NotesPanel parent={parent} /> },
    { id: 'payments', title: 'Payments', panel: <PaymentsPanel parent={parent} />, for: ['company', 'project'] },
    { id: 'attachments', title: 'Attachments', panel: <AttachmentsPanel parent={parent} /> },
    { id: 'events', title: 'Events', panel: <EventsPanel parent={parent} />, for: ['contact', 'company'] },
    {
      id: 'communications',
      title: 'Communications',
      panel: <CommunicationsPanel parent={parent} />,
      for: ['company', 'contact', 'project', 'purchase'],
    },
  ];
  return tabs
    .filter((tab) => !tab.for || tab.for.includes(parent.type))
    .map((tab) => <Tab key={tab.id} id={tab.id} title={tab.title} panel={tab.panel} />);
}
