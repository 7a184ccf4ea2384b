import { Navigate, useParams } from 'react-router-dom';
import '../modules/imports/imports.css';
import { ImportView } from '../modules/imports/components/ImportView.js';

/** `/upload/{importId}` (admins): one import, step by step: map, check, import, undo. */
export function ImportPage() {
  const { importId } = useParams();
  if (!importId) return <Navigate to="/upload" replace />;
  return <ImportView key={importId} importId={importId} />;
}
