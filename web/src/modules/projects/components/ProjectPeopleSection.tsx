import { FormGroup, HTMLSelect, Intent, Section, SectionCard, Tag } from '@blueprintjs/core';
import { hasRole, type PersonSummary } from '@dealbook/contracts';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { useFormField } from '../../forms/hooks/useFormField.js';
import { usePeopleToAssign } from '../../tasks/components/AssigneeSelect.js';
import { useExternalUsers } from '../hooks/useExternalUsers.js';
import { PeopleMultiSelect } from './PeopleMultiSelect.js';
import { SectionTitle } from '../../ui/components/SectionTitle.js';

/** The owner and bluebox contacts (staff), and the external callers who work its purchasers. */
export function ProjectPeopleSection() {
  const staff = usePeopleToAssign();
  return (
    <Section titleRenderer={SectionTitle} title="People" compact>
      <SectionCard>
        <div className="db-form-grid">
          <OwnerInput staff={staff} />
          <BlueboxContactsInput staff={staff} />
          <ExternalCallersInput />
        </div>
      </SectionCard>
    </Section>
  );
}

type FormField = ReturnType<typeof useFormField>;

const groupProps = (field: FormField) => ({
  label: field.label,
  labelFor: field.id,
  helperText: field.error,
  intent: field.error ? Intent.DANGER : Intent.NONE,
});

function OwnerInput({ staff }: { staff: PersonSummary[] }) {
  const field = useFormField('owner');
  const owner = (field.value as PersonSummary | null | undefined) ?? null;
  const owners = owner && !staff.some((p) => p._id === owner._id) ? [owner, ...staff] : staff;
  return (
    <FormGroup {...groupProps(field)}>
      <HTMLSelect
        id={field.id}
        fill
        value={owner?._id ?? ''}
        onChange={(event) => field.onChange(owners.find((person) => person._id === event.currentTarget.value) ?? null)}
        options={[
          { value: '', label: 'No owner' },
          ...owners.map((person) => ({ value: person._id, label: person.fullName })),
        ]}
      />
    </FormGroup>
  );
}

function BlueboxContactsInput({ staff }: { staff: PersonSummary[] }) {
  const field = useFormField('blueboxContacts');
  return (
    <FormGroup {...groupProps(field)}>
      <PeopleMultiSelect
        id={field.id}
        people={staff}
        selected={(field.value as PersonSummary[] | undefined) ?? []}
        onChange={field.onChange}
      />
    </FormGroup>
  );
}

function ExternalCallersInput() {
  const me = useCurrentUser();
  const canChooseCallers = hasRole(me.role, 'manager');
  const external = useExternalUsers(canChooseCallers);
  const callers = (external.data ?? []).map(({ _id, fullName }) => ({ _id, fullName }));
  const field = useFormField('externalCallers');
  const selected = (field.value as PersonSummary[] | undefined) ?? [];
  return (
    <FormGroup
      {...groupProps(field)}
      helperText={field.error ?? (canChooseCallers ? undefined : 'Managers choose the external callers.')}
    >
      {canChooseCallers ? (
        <PeopleMultiSelect id={field.id} people={callers} selected={selected} onChange={field.onChange} />
      ) : (
        <span id={field.id} className="db-role-tags">
          {selected.length === 0
            ? 'None'
            : selected.map((person) => (
                <Tag key={person._id} minimal>
                  {person.fullName}
                </Tag>
              ))}
        </span>
      )}
    </FormGroup>
  );
}
