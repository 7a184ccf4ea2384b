import { Module } from '@nestjs/common';
import { CommunicationController } from './communication.controller.js';
import { CommunicationsController } from './communications.controller.js';

/** Communications end to end: the §7.9 routes (the caller report aside) over the decider and read model. */
@Module({
  controllers: [CommunicationsController, CommunicationController],
})
export class CommunicationsModule {}
