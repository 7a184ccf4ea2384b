import { Button, MenuItem } from '@blueprintjs/core';
import { Select, type ItemRenderer } from '@blueprintjs/select';
import type { ProjectListItem } from '@dealbook/contracts';
import { useState } from 'react';
import { useConsoleProjects } from '../hooks/useConsoleProjects.js';

export interface ConsoleProjectSelectProps {
  /** The chosen project's name, or null when none is chosen. */
  currentName: string | null;
  onPick: (project: ProjectListItem) => void;
}

/** Searchable list of the projects the caller may work (the server decides which). */
export function ConsoleProjectSelect({ currentName, onPick }: ConsoleProjectSelectProps) {
  const [text, setText] = useState('');
  const projects = useConsoleProjects(text);
  const items = projects.data?.rows ?? [];

  const renderItem: ItemRenderer<ProjectListItem> = (project, { handleClick, handleFocus, modifiers }) => (
    <MenuItem
      key={project._id}
      text={project.projectName}
      label={`${project.reference} · ${project.client.companyName}`}
      roleStructure="listoption"
      active={modifiers.active}
      onClick={handleClick}
      onFocus={handleFocus}
    />
  );

  return (
    <Select<ProjectListItem>
      items={items}
      query={text}
      onQueryChange={setText}
      itemRenderer={renderItem}
      itemPredicate={() => true}
      onItemSelect={onPick}
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
      popoverProps={{ minimal: true, placement: 'bottom-start' }}
      inputProps={{ placeholder: 'Search projects', 'aria-label': 'Search projects' }}
    >
      <Button
        icon="projects"
        endIcon="caret-down"
        text={currentName ?? 'Pick a project'}
        aria-label={currentName ? `Project: ${currentName}. Change project` : 'Pick a project'}
      />
    </Select>
  );
}
