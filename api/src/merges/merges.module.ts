import { Module } from '@nestjs/common';
import { CompanyMergeController, ContactMergeController, MergeUndoController } from './merge.controllers.js';
import { MergeRecordsHandler } from './merge-records.handler.js';
import { UndoMergeHandler } from './undo-merge.handler.js';

/** Merging two companies or two contacts, and undoing a merge (issue 32). */
@Module({
  controllers: [CompanyMergeController, ContactMergeController, MergeUndoController],
  providers: [MergeRecordsHandler, UndoMergeHandler],
})
export class MergesModule {}
