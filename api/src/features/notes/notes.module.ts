import { Module } from '@nestjs/common';
import { NoteController } from './note.controller.js';
import { NotesController } from './notes.controller.js';

@Module({
  controllers: [NotesController, NoteController],
})
export class NotesModule {}
