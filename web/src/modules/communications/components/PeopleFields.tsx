import { FormGroup, Tag } from '@blueprintjs/core';
import type { PersonSummary } from '@dealbook/contracts';
import { ContactPicker } from '../../contacts/components/ContactPicker.js';
import { AssigneeSelect } from '../../tasks/components/AssigneeSelect.js';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';

export interface PeopleFieldsProps {
  contacted: readonly PersonSummary[];
  employees: readonly PersonSummary[];
  errors: FieldErrors;
  onContactedChange: (people: PersonSummary[]) => void;
  onEmployeesChange: (people: PersonSummary[]) => void;
}

/** Who was spoken to (contacts) and who of the firm took part (staff). */
export function PeopleFields({
  contacted,
  employees,
  errors,
  onContactedChange,
  onEmployeesChange,
}: PeopleFieldsProps) {
  return (
    <div className="db-comms-dialog__row">
      <FormGroup
        label="Contacted"
        labelFor="comms-contacted"
        helperText={errors.contacted}
        intent={errors.contacted ? 'danger' : 'none'}
      >
        <ContactPicker
          id="comms-contacted"
          label="Contacted"
          excludeIds={contacted.map((person) => person._id)}
          onPick={(contact) => onContactedChange([...contacted, { _id: contact._id, fullName: contact.fullName }])}
        />
        {contacted.length > 0 && (
          <div className="db-comms__people">
            {contacted.map((person) => (
              <Tag
                key={person._id}
                minimal
                onRemove={() => onContactedChange(contacted.filter((p) => p._id !== person._id))}
              >
                {person.fullName}
              </Tag>
            ))}
          </div>
        )}
      </FormGroup>
      <FormGroup
        label="Employees"
        labelFor="comms-employees"
        helperText={errors.employees}
        intent={errors.employees ? 'danger' : 'none'}
      >
        <AssigneeSelect id="comms-employees" selected={employees} onChange={onEmployeesChange} />
      </FormGroup>
    </div>
  );
}
