import { Module } from '@nestjs/common';
import { CommunicationController } from './communication.controller.js';
import { CommunicationsController } from './communications.controller.js';
import { LogCommunicationHandler } from './log-communication.handler.js';
import { LogMassCommunicationHandler } from './log-mass-communication.handler.js';
import { UpdateCommunicationHandler } from './update-communication.handler.js';

/** Communications end to end: the §7.9 routes (the caller report aside) over the decider and read model. */
@Module({
  controllers: [CommunicationsController, CommunicationController],
  providers: [LogCommunicationHandler, LogMassCommunicationHandler, UpdateCommunicationHandler],
})
export class CommunicationsModule {}
