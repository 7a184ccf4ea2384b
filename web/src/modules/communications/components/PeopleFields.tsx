import { FormGroup, Tag } from '@blueprintjs/core';
import type { PersonSummary } from '@dealbook/contracts';
import { ContactPicker } from '../../contacts/components/ContactPicker.js';
import { AssigneeSelect } from '../../tasks/components/AssigneeSelect.js';
import { useFormField } from '../../forms/hooks/useFormField.js';

/** Who was spoken to (contacts) and who of the firm took part (staff): fields of the communication form. */
export function PeopleFields() {
  const contactedField = useFormField('contacted');
  const employeesField = useFormField('employees');
  const contacted = contactedField.value as PersonSummary[];
  const employees = employeesField.value as PersonSummary[];
  const onContactedChange = contactedField.onChange;
  return (
    <div className="db-comms-dialog__row">
      <FormGroup
        label={contactedField.label}
        labelFor={contactedField.id}
        helperText={contactedField.error}
        intent={contactedField.error ? 'danger' : 'none'}
      >
        <ContactPicker
          id={contactedField.id}
          label={contactedField.label}
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
        label={employeesField.label}
        labelFor={employeesField.id}
        helperText={employeesField.error}
        intent={employeesField.error ? 'danger' : 'none'}
      >
        <AssigneeSelect id={employeesField.id} selected={employees} onChange={employeesField.onChange} />
      </FormGroup>
    </div>
  );
}
