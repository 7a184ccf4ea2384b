import { FormGroup, HTMLSelect, Intent, Section, SectionCard, Tag } from '@blueprintjs/core';
import { hasRole } from '@dealbook/contracts';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { usePeopleToAssign } from '../../tasks/components/AssigneeSelect.js';
import { useExternalUsers } from '../hooks/useExternalUsers.js';
import { projectFieldId, type ProjectFormSectionProps } from '../utils/projectFormTypes.js';
import { PeopleMultiSelect } from './PeopleMultiSelect.js';

/** The owner and bluebox contacts (staff), and the external callers who work its purchasers. */
export function ProjectPeopleSection({ values, errors, setField }: ProjectFormSectionProps) {
  const me = useCurrentUser();
  const staff = usePeopleToAssign();
  const canChooseCallers = hasRole(me.role, 'manager');
  const external = useExternalUsers(canChooseCallers);
  const callers = (external.data ?? []).map(({ _id, fullName }) => ({ _id, fullName }));
  const owners = values.owner && !staff.some((p) => p._id === values.owner?._id) ? [values.owner, ...staff] : staff;
  const field = (name: 'owner' | 'blueboxContacts' | 'externalCallers') => ({
    labelFor: projectFieldId(name),
    helperText: errors[name],
    intent: errors[name] ? Intent.DANGER : Intent.NONE,
  });

  return (
    <Section title="People" compact>
      <SectionCard>
        <div className="db-form-grid">
          <FormGroup label="Owner" {...field('owner')}>
            <HTMLSelect
              id={projectFieldId('owner')}
              fill
              value={values.owner?._id ?? ''}
              onChange={(event) =>
                setField('owner', owners.find((person) => person._id === event.currentTarget.value) ?? null)
              }
              options={[
                { value: '', label: 'No owner' },
                ...owners.map((person) => ({ value: person._id, label: person.fullName })),
              ]}
            />
          </FormGroup>
          <FormGroup label="Bluebox contacts" {...field('blueboxContacts')}>
            <PeopleMultiSelect
              id={projectFieldId('blueboxContacts')}
              people={staff}
              selected={values.blueboxContacts}
              onChange={(people) => setField('blueboxContacts', people)}
            />
          </FormGroup>
          <FormGroup
            label="External callers"
            {...field('externalCallers')}
            helperText={
              errors.externalCallers ?? (canChooseCallers ? undefined : 'Managers choose the external callers.')
            }
          >
            {canChooseCallers ? (
              <PeopleMultiSelect
                id={projectFieldId('externalCallers')}
                people={callers}
                selected={values.externalCallers}
                onChange={(people) => setField('externalCallers', people)}
              />
            ) : (
              <span id={projectFieldId('externalCallers')} className="db-role-tags">
                {values.externalCallers.length === 0
                  ? 'None'
                  : values.externalCallers.map((person) => (
                      <Tag key={person._id} minimal>
                        {person.fullName}
                      </Tag>
                    ))}
              </span>
            )}
          </FormGroup>
        </div>
      </SectionCard>
    </Section>
  );
}
