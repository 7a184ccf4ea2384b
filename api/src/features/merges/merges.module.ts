import { Module } from '@nestjs/common';
import { CompanyMergeController, ContactMergeController, MergeUndoController } from './merge.controllers.js';

/** Merging two companies or two contacts, and undoing a merge (issue 32). */
@Module({
  controllers: [CompanyMergeController, ContactMergeController, MergeUndoController],
})
export class MergesModule {}
