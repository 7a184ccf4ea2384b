import { Module } from '@nestjs/common';
import { ClientLogsController } from './client-logs.controller.js';

@Module({ controllers: [ClientLogsController] })
export class ClientLogsModule {}
