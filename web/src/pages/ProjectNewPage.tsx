import { ProjectServiceType } from '@dealbook/contracts';
import { useSearchParams } from 'react-router-dom';
import { NewProjectForm } from '../modules/projects/components/NewProjectForm.js';
import { listOf } from '../modules/projects/utils/projectLists.js';
import { BackLink } from '../modules/ui/components/BackLink.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

export function ProjectNewPage() {
  const [params] = useSearchParams();
  // Back to the list "New project" was pressed on (its deal flag and service are in the address).
  const list = listOf({
    isDeal: params.get('isDeal') === 'true',
    serviceOfInterest: Number(params.get('serviceOfInterest') ?? ProjectServiceType.Sale),
  });
  return (
    <>
      <BackLink to={list.path} label={list.title} />
      <PageTitle title="New project" />
      <NewProjectForm />
    </>
  );
}
