import { ReportTitles, type ReportName } from '@dealbook/contracts';

/** What a report's page asks for, in the order its filter bar shows them. */
export type ReportFilter = 'period' | 'type' | 'owner' | 'service' | 'caller' | 'project' | 'asOf';

export interface ReportPage {
  name: ReportName;
  title: string;
  /** One line under the title: what the report answers. */
  summary: string;
  filters: readonly ReportFilter[];
}

/** The reports as the page lists them (spec §7.6, §7.9): the firm's Monday meeting report first. */
export const reportPages: readonly ReportPage[] = [
  {
    name: 'pipeline',
    title: ReportTitles.pipeline,
    summary: 'Opportunities and deals by stage, with their owner, days in stage and last communication.',
    filters: ['type', 'owner', 'asOf'],
  },
  {
    name: 'projects-by-date',
    title: ReportTitles['projects-by-date'],
    summary: 'The projects created in a period, with their client, industry and the firm’s contacts.',
    filters: ['period', 'type', 'owner', 'asOf'],
  },
  {
    name: 'velocity-products',
    title: ReportTitles['velocity-products'],
    summary: 'The projects created in a period, flattened: client employees, firm contacts, latest task and call.',
    filters: ['period', 'service', 'asOf'],
  },
  {
    name: 'pitches',
    title: ReportTitles.pitches,
    summary: 'The projects whose initial meeting — the pitch — falls in a period.',
    filters: ['period', 'asOf'],
  },
  {
    name: 'caller-activity',
    title: ReportTitles['caller-activity'],
    summary: 'A caller’s calls per day by outcome, with the caller list to download.',
    filters: ['caller', 'period', 'asOf'],
  },
  {
    name: 'project-communications',
    title: ReportTitles['project-communications'],
    summary: 'A project’s communications in a period, with the Word report to download.',
    filters: ['project', 'period', 'asOf'],
  },
];

export const reportPageOf = (name: string | undefined): ReportPage | undefined =>
  reportPages.find((page) => page.name === name);
