import { Global, Module } from '@nestjs/common';
import { ExportProgress } from './export-progress.service.js';
import { GridExports } from './grid-exports.service.js';

/** Global: every feature's controller answers its grid's export through GridExports. */
@Global()
@Module({
  providers: [ExportProgress, GridExports],
  exports: [GridExports],
})
export class ExportsModule {}
