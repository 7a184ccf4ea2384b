import '../console.css';
import { Button, MenuItem } from '@blueprintjs/core';
import { Select, type ItemRenderer } from '@blueprintjs/select';
import type { ProjectListItem } from '@dealbook/contracts';
import { useRef, useState } from 'react';
import { PickerKeys } from '../../ui/components/PickerKeys.js';
import { projectTitle } from '../../ui/labels/projectLabels.js';
import { useConsoleProjects } from '../hooks/useConsoleProjects.js';

export interface ConsoleProjectSelectProps {
  /** The chosen project's name, or null when none is chosen. */
  currentName: string | null;
  onPick: (project: ProjectListItem) => void;
  /** The list has closed on a pick (mouse or keyboard) and given the focus back: the console takes it. */
  onPicked?: (project: ProjectListItem) => void;
}

/** One project in the list: its whole name (wrapped, never cut), then its reference and client. */
function ProjectEntry({ project }: { project: ProjectListItem }) {
  const named = project.projectName.trim() !== '';
  return (
    <span className="db-console-project">
      <span className={named ? 'db-console-project__name' : 'db-console-project__name bp6-text-muted'}>
        {named ? project.projectName : <em>{projectTitle(project)}</em>}
      </span>
      <span className="db-console-project__detail bp6-text-muted">
        {project.reference} · client {project.client.companyName}
      </span>
    </span>
  );
}

/** Searchable list of the projects the caller may work (the server decides which). */
export function ConsoleProjectSelect({ currentName, onPick, onPicked }: ConsoleProjectSelectProps) {
  const [text, setText] = useState('');
  const projects = useConsoleProjects(text);
  const items = projects.data?.rows ?? [];
  const picked = useRef<ProjectListItem | null>(null);

  const renderItem: ItemRenderer<ProjectListItem> = (project, { handleClick, handleFocus, modifiers }) => (
    <MenuItem
      key={project._id}
      text={<ProjectEntry project={project} />}
      multiline
      roleStructure="listoption"
      active={modifiers.active}
      onClick={handleClick}
      onFocus={handleFocus}
    />
  );

  return (
    <PickerKeys>
      <Select<ProjectListItem>
        items={items}
        query={text}
        onQueryChange={setText}
        itemRenderer={renderItem}
        itemPredicate={() => true}
        onItemSelect={(project) => {
          picked.current = project;
          onPick(project);
        }}
        noResults={
          <MenuItem
            disabled
            roleStructure="listoption"
            text={
              projects.isFetching
                ? 'Loading...'
                : projects.isError
                  ? 'The projects could not be loaded'
                  : 'No projects found'
            }
          />
        }
        resetOnClose
        popoverProps={{
          minimal: true,
          placement: 'bottom-start',
          popoverClassName: 'db-console-project-popover',
          // The Select gives the focus back to its button in the next frame; this frame comes after it.
          onClosing: () => {
            const project = picked.current;
            if (project && onPicked) requestAnimationFrame(() => onPicked(project));
          },
          // Once more when the list has gone: a keyboard pick can give the button the focus back later.
          onClosed: () => {
            if (picked.current && onPicked) onPicked(picked.current);
            picked.current = null;
          },
        }}
        inputProps={{ placeholder: 'Search projects', 'aria-label': 'Search projects' }}
      >
        <Button
          icon="projects"
          endIcon="caret-down"
          className="db-console-project-button"
          text={currentName ?? 'Pick a project'}
          aria-label={currentName ? `Project: ${currentName}. Change project` : 'Pick a project'}
        />
      </Select>
    </PickerKeys>
  );
}
