import type { ReportName } from '@dealbook/contracts';
import { callerActivityReport } from './caller-activity.report.js';
import { pipelineReport } from './pipeline.report.js';
import { pitchesReport } from './pitches.report.js';
import { projectCommunicationsReport } from './project-communications.report.js';
import { projectsByDateReport } from './projects-by-date.report.js';
import { defineReport, type Report } from './report-definition.js';
import { velocityProductsReport } from './velocity-products.report.js';

/** Every report by its name; a report name without a definition does not compile. */
export const reportCatalogue: { [N in ReportName]: Report<N> } = {
  'projects-by-date': defineReport(projectsByDateReport),
  'velocity-products': defineReport(velocityProductsReport),
  pitches: defineReport(pitchesReport),
  pipeline: defineReport(pipelineReport),
  'caller-activity': defineReport(callerActivityReport),
  'project-communications': defineReport(projectCommunicationsReport),
};
