import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { ClientProjectSummary } from '@dealbook/contracts';

export interface ClientProjectPickerProps {
  projects: readonly ClientProjectSummary[];
  value: string;
  onChange: (projectId: string) => void;
}

/** Which of the client's projects the status page shows, when they have several. */
export function ClientProjectPicker({ projects, value, onChange }: ClientProjectPickerProps) {
  return (
    <FormGroup inline label="Project" labelFor="client-project">
      <HTMLSelect
        id="client-project"
        value={value}
        options={projects.map((project) => ({ value: project._id, label: project.projectName }))}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FormGroup>
  );
}
