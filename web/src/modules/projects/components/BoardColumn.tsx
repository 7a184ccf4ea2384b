import { Button, Tag } from '@blueprintjs/core';
import { useState, type DragEvent, type ReactNode } from 'react';
import { counted } from '@dealbook/contracts';
import { projectCardMime } from './ProjectCard.js';

export interface BoardColumnProps {
  label: string;
  count: number;
  /** Empty and folded to a thin strip: a click opens it, focus opens it while focus stays in it. */
  collapsed: boolean;
  /** Open (true) or fold (false) this empty column. */
  onExpand: (open: boolean) => void;
  /** A project card was dropped here (its id from the drag payload). */
  onDrop: (projectId: string) => void;
  children: ReactNode;
}

const carriesProject = (event: DragEvent) => event.dataTransfer.types.includes(projectCardMime);

/**
 * One status of the board: a drop target for project cards, lit while one is dragged over it. An
 * empty one is a thin strip with its name and count, still a drop target, opened by click or focus.
 */
export function BoardColumn({ label, count, collapsed, onExpand, onDrop, children }: BoardColumnProps) {
  const [over, setOver] = useState(false);
  // Opened by keyboard focus only: folds again when focus leaves, so tabbing past leaves it folded.
  const [peek, setPeek] = useState(false);
  const folded = collapsed && !peek;
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

  const countTag = (
    <Tag round minimal className="db-board__count" aria-label={counted(count, 'project')}>
      {count}
    </Tag>
  );

  return (
    <section
      className="db-board__column"
      aria-label={label}
      data-collapsed={folded || undefined}
      data-over={over || undefined}
      onDragOver={dragOver}
      onDragEnter={dragOver}
      onDragLeave={dragLeave}
      onDrop={drop}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPeek(false);
      }}
    >
      {folded ? (
        <button
          type="button"
          className="db-board__strip"
          // Named by what it shows (voice control users say the words they see), then what it does.
          title={label}
          // A click opens it for good; without this the focus that precedes the click would peek.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onExpand(true)}
          onFocus={() => setPeek(true)}
        >
          {countTag}
          <span className="db-board__strip-label">{label}</span>
          <span className="db-visually-hidden">: no projects. Open the column</span>
        </button>
      ) : (
        <>
          <header className="db-board__column-head">
            <h2>{label}</h2>
            {countTag}
            {collapsed ? (
              <Button
                size="small"
                variant="minimal"
                icon="pin"
                autoFocus
                aria-label={`Keep ${label} open`}
                onClick={() => {
                  setPeek(false);
                  onExpand(true);
                }}
              />
            ) : (
              count === 0 && (
                <Button
                  size="small"
                  variant="minimal"
                  icon="chevron-left"
                  aria-label={`Fold ${label}`}
                  onClick={() => onExpand(false)}
                />
              )
            )}
          </header>
          <div className="db-board__cards">
            {children}
            {count === 0 && <p className="db-board__empty">Drop a project here</p>}
          </div>
        </>
      )}
    </section>
  );
}
