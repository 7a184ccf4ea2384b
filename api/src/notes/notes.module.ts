import { Module } from '@nestjs/common';
import { AddNoteHandler } from './add-note.handler.js';
import { EditNoteHandler } from './edit-note.handler.js';
import { NoteController } from './note.controller.js';
import { NotesController } from './notes.controller.js';

@Module({
  controllers: [NotesController, NoteController],
  providers: [AddNoteHandler, EditNoteHandler],
})
export class NotesModule {}
