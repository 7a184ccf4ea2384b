import { Module } from '@nestjs/common';
import { TaskBadgeRoute } from './task-badge.route.js';
import { TaskController } from './task.controller.js';
import { TasksController } from './tasks.controller.js';

/** Tasks end to end: the §7.8 routes, the task decider and the assignees' badge pushes. */
@Module({
  controllers: [TasksController, TaskController],
  providers: [TaskBadgeRoute],
})
export class TasksModule {}
