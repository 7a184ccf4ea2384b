import { Module } from '@nestjs/common';
import { TeamController } from './team.controller.js';

/** The team calls; the writes are user commands, handled in the users module. */
@Module({ controllers: [TeamController] })
export class TeamModule {}
