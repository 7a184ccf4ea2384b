import { Module } from '@nestjs/common';
import { CreateTaskHandler } from './create-task.handler.js';
import { TaskBadgeRoute } from './task-badge.route.js';
import { TaskController } from './task.controller.js';
import { TasksController } from './tasks.controller.js';
import { UpdateTaskHandler } from './update-task.handler.js';

/** Tasks end to end: the §7.8 routes, the task decider and the assignees' badge pushes. */
@Module({
  controllers: [TasksController, TaskController],
  providers: [CreateTaskHandler, UpdateTaskHandler, TaskBadgeRoute],
})
export class TasksModule {}
