import { Tag } from '@blueprintjs/core';
import { useState, type DragEvent, type ReactNode } from 'react';
import { projectCardMime } from './ProjectCard.js';

export interface BoardColumnProps {
  label: string;
  count: number;
  /** A project card was dropped here (its id from the drag payload). */
  onDrop: (projectId: string) => void;
  children: ReactNode;
}

const carriesProject = (event: DragEvent) => event.dataTransfer.types.includes(projectCardMime);

/** One status of the board: a drop target for project cards, lit while one is dragged over it. */
export function BoardColumn({ label, count, onDrop, children }: BoardColumnProps) {
  const [over, setOver] = useState(false);
  const dragOver = (event: DragEvent<HTMLElement>) => {
    if (!carriesProject(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const dragLeave = (event: DragEvent<HTMLElement>) => {
    // Moving onto a card inside the column is not leaving it.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
  };
  const drop = (event: DragEvent<HTMLElement>) => {
    setOver(false);
    const id = event.dataTransfer.getData(projectCardMime);
    if (!id) return;
    event.preventDefault();
    onDrop(id);
  };

  return (
    <section
      className="db-board__column"
      aria-label={label}
      data-over={over || undefined}
      onDragOver={dragOver}
      onDragEnter={dragOver}
      onDragLeave={dragLeave}
      onDrop={drop}
    >
      <header className="db-board__column-head">
        <h3>{label}</h3>
        <Tag round minimal aria-label={`${count} projects`}>
          {count}
        </Tag>
      </header>
      <div className="db-board__cards">
        {children}
        {count === 0 && <p className="db-board__empty">Drop a project here</p>}
      </div>
    </section>
  );
}
