import { Module } from '@nestjs/common';
import { ProjectCallersRoute } from './project-callers.route.js';
import { ProjectReportsController } from './project-reports.controller.js';
import { ProjectController } from './project.controller.js';
import { ProjectsController } from './projects.controller.js';

/**
 * Projects end to end (spec §3.5, §4.3, §7.6): the routes over the project decider and read
 * model, and the re-check of external callers' sockets when they leave a project.
 */
@Module({
  controllers: [ProjectsController, ProjectReportsController, ProjectController],
  providers: [ProjectCallersRoute],
})
export class ProjectsModule {}
